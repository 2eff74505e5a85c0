/** The newsfeed's limits and messages (learner spec §7), shared by the server and the feed's page. */
export const NEWSFEED_LIMITS = {
  postMax: 5000,
  commentMax: 2000,
  imagesPerPost: 10,
  /** Posts per page of the feed. */
  pageSize: 10,
} as const;

export const POST_EMPTY = 'Post content cannot be empty';
export const COMMENT_EMPTY = 'Comment cannot be empty';
export const REFRESH_TOO_OFTEN = 'Please wait a moment before refreshing again';
export const COMMENT_TOO_OFTEN = 'You are commenting too fast. Please wait a moment.';
