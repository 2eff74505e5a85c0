/**
 * Who may call every /api route, declared route by route (issue 10's authorization matrix).
 * `server/src/authz-matrix.test.ts` reads the app's own route table and calls every route as
 * each persona below; a route missing here, or declared here but gone, fails the test. A new
 * route is added to the app and to this table in the same change.
 *
 * Outcomes: 'ok' = the caller passes authorization (any status but 401, 403 and 5xx — e.g. 422
 * for an empty body or 404 for an unknown id); 401, 403, 404 = exactly that status.
 * HEAD routes follow their GET line.
 */
import { type MatrixContext, PERSONAS, type Persona } from './authz-personas';

export { PERSONAS, type Persona };
export type Outcome = 'ok' | 401 | 403 | 404;
export type Expectation = Record<Persona, Outcome>;

export interface Rule {
  expect: Expectation;
  /** The URL to call when the route's path parameters need real data (e.g. an owned resource). */
  url?: (ctx: MatrixContext) => string;
  /** A valid body, where the rule is checked after the body (subscription and payment rules). */
  payload?: (ctx: MatrixContext) => object;
}

const all = (o: Outcome): Expectation => ({ visitor: o, trial: o, paid: o, other: o, subAdmin: o, admin: o });

/** Anyone, signed in or not. */
export const PUBLIC = all('ok');
/** Any signed-in account. */
export const SIGNED_IN: Expectation = { ...all('ok'), visitor: 401 };
/** Lectures, materials and the practice list: an active trial or paid plan (administrators always). */
export const COURSES = SIGNED_IN;
/** Taking a test: a paid plan with a verified payment (the trial learner and the sub-admin on trial are refused). */
export const TAKE: Expectation = { ...SIGNED_IN, trial: 403, subAdmin: 403 };
/** The newsfeed: verified accounts and administrators (decisions.md); the trial learner is unverified. */
export const FEED: Expectation = { ...SIGNED_IN, trial: 403 };
/** A Pro plan feature: the trial, staff; the Premium learners are refused. */
export const PRO: Expectation = { ...SIGNED_IN, paid: 403, other: 403 };
/** Full administrators only. */
export const ADMIN: Expectation = { ...all(403), visitor: 401, admin: 'ok' };
/** Staff who view learners' dashboards: administrators and sub-admins. */
export const STAFF: Expectation = { ...ADMIN, subAdmin: 'ok' };
/** The paid learner's own resource: another learner gets 404 (it does not exist for them). */
export const owned = (base: Expectation): Expectation => ({ ...base, other: 404 });
/** Only its owner (the paid learner) sees it; for every other account it does not exist. */
export const OWNER_ONLY: Expectation = { ...all(404), visitor: 401, paid: 'ok' };

/** A mock exam nobody has, at its first area (a valid id, so the plan is checked, then 404). */
const mockArea = (action: string) => `/api/mock-exams/00000000-0000-4000-8000-000000000000/areas/1/${action}`;

export const MATRIX: Record<string, Rule> = {
  // platform
  'GET /api/health': { expect: PUBLIC },
  'GET /api/openapi.json': { expect: PUBLIC },
  'GET /api/catalog': { expect: PUBLIC },
  'GET /api/payments/plans': { expect: PUBLIC },
  'GET /api/admin/review-centers/active': { expect: PUBLIC },
  // a signed URL carries its own authorisation: without one, everybody is refused
  'GET /api/media/:kind/:id': { expect: all(403) },

  // accounts
  'POST /api/auth/register': { expect: PUBLIC },
  'POST /api/auth/login': { expect: PUBLIC },
  'POST /api/auth/forgot-password': { expect: PUBLIC },
  'POST /api/auth/validate-reset-token': { expect: PUBLIC },
  'POST /api/auth/reset-password': { expect: PUBLIC },
  'GET /api/auth/me': { expect: SIGNED_IN },
  'PUT /api/auth/me': { expect: SIGNED_IN },
  'POST /api/auth/change-password': { expect: SIGNED_IN },
  'POST /api/auth/logout': { expect: SIGNED_IN },
  'GET /api/payments/subscription/status': { expect: SIGNED_IN },

  // dashboard
  'GET /api/realtime/dashboard-stats': { expect: SIGNED_IN },
  'GET /api/readiness': { expect: SIGNED_IN },
  // readiness topics and percentile (issue 18 item 2): the caller's own figures only; Pro
  // features, so the Premium learners get 403 with the plan to upgrade to
  'GET /api/readiness/topics': { expect: { ...SIGNED_IN, paid: 403, other: 403 } },
  'GET /api/readiness/percentile': { expect: { ...SIGNED_IN, paid: 403, other: 403 } },
  // the mock board exam (issue 18 item 3): the caller's own mocks; a Pro feature (the paid
  // learners are Premium); another learner's mock id reads as absent
  'GET /api/mock-exams': { expect: PRO },
  'POST /api/mock-exams': { expect: PRO, payload: () => ({ form: 'short' }) },
  'GET /api/mock-exams/:id': { expect: PRO },
  'DELETE /api/mock-exams/:id': { expect: PRO },
  'POST /api/mock-exams/:id/areas/:position/start': { expect: PRO, url: () => mockArea('start') },
  'PUT /api/mock-exams/:id/areas/:position/answers': {
    expect: PRO,
    url: () => mockArea('answers'),
    payload: (ctx) => ({ answers: [{ question_id: ctx.paidQuestionId, selected_answer: 'A' }] }),
  },
  'POST /api/mock-exams/:id/areas/:position/submit': { expect: PRO, url: () => mockArea('submit') },
  'GET /api/mock-exams/:id/areas/:position/review': { expect: PRO, url: () => mockArea('review') },
  // the missed-question deck: the caller's own cards only (a card id of someone else is 404)
  'GET /api/deck/summary': { expect: SIGNED_IN },
  'GET /api/deck/next': { expect: SIGNED_IN },
  'POST /api/deck/cards/:id/answer': { expect: SIGNED_IN, payload: () => ({ answer: 'A' }) },
  'PUT /api/deck/exam-date': { expect: SIGNED_IN, payload: () => ({ exam_date: null }) },
  'GET /api/realtime/course-progress': { expect: SIGNED_IN },
  'GET /api/realtime/recent-activity': { expect: SIGNED_IN },
  'GET /api/realtime/test-performance': { expect: SIGNED_IN },

  // courses, materials, tracking
  'GET /api/content/videos': { expect: COURSES },
  'GET /api/content/courses': { expect: COURSES },
  'GET /api/content/courses/:id': { expect: COURSES, url: () => '/api/content/courses/1' },
  'GET /api/user-tracking/video-completion/:boardArea': { expect: COURSES },
  'POST /api/user-tracking/video-progress': { expect: COURSES },
  'POST /api/user-tracking/video-complete/:id': { expect: COURSES },
  // webfix (issue 16): a lecture's transcript, to whoever may watch it.
  'GET /api/content/videos/:id/transcript': { expect: COURSES },
  'GET /api/study-materials': { expect: COURSES },
  'GET /api/study-materials/': { expect: COURSES },
  'POST /api/study-materials/start-session': { expect: COURSES },
  'POST /api/study-materials/end-session/:id': {
    expect: OWNER_ONLY,
    url: (ctx) => `/api/study-materials/end-session/${ctx.paidSessionId}`,
    payload: () => ({ duration_seconds: 5 }),
  },
  'POST /api/study-materials/session-heartbeat/:id': {
    expect: OWNER_ONLY,
    url: (ctx) => `/api/study-materials/session-heartbeat/${ctx.paidSessionId}`,
    payload: () => ({ duration_seconds: 5 }),
  },

  // practice
  'GET /api/content/tests': { expect: COURSES },
  'GET /api/user-tracking/test-eligibility/:testId': { expect: TAKE },
  'GET /api/content/questions': {
    expect: TAKE,
    url: () => '/api/content/questions?test_id=criminal-law-1-basic',
  },
  'GET /api/content/questions/subject-test': {
    expect: TAKE,
    url: () =>
      '/api/content/questions/subject-test?board_area=criminal-law&subject_index=1&difficulty_level=basic',
  },
  'PUT /api/practice/attempts/:id/answers': {
    expect: owned(TAKE),
    url: (ctx) => `/api/practice/attempts/${ctx.paidAttemptId}/answers`,
    payload: (ctx) => ({ question_id: ctx.paidQuestionId, selected_answer: 'A' }),
  },
  'POST /api/practice/attempts/:id/submit': {
    expect: owned(TAKE),
    url: (ctx) => `/api/practice/attempts/${ctx.paidAttemptId}/submit`,
  },
  'POST /api/user-tracking/test-result': {
    expect: TAKE,
    payload: () => ({ test_id: 'criminal-law-3-basic', results: [] }),
  },
  'POST /api/submit-enhanced-test': {
    expect: TAKE,
    payload: () => ({ board_area: 'criminal-law', difficulty_level: 'basic', subject_index: 4, answers: [] }),
  },
  // Results are personal and stay readable without a plan (the /test-results page is for any signed-in user).
  'GET /api/user-tracking/test-results': { expect: SIGNED_IN },
  'GET /api/test-results/:id': { expect: OWNER_ONLY, url: (ctx) => `/api/test-results/${ctx.paidResultId}` },

  // notifications (issue 11): each account its own; the stream's token is its authorisation
  'GET /api/notifications': { expect: SIGNED_IN },
  'GET /api/notifications/unread-count': { expect: SIGNED_IN },
  'PUT /api/notifications/mark-all-read': { expect: SIGNED_IN },
  'PUT /api/notifications/mark-verification-read': { expect: SIGNED_IN },
  'PUT /api/notifications/:id/read': {
    expect: OWNER_ONLY,
    url: (ctx) => `/api/notifications/${ctx.paidNotificationId}/read`,
  },
  'POST /api/notifications/stream-token': { expect: SIGNED_IN },
  'GET /api/notifications/stream': { expect: all(401) },
  'POST /api/admin/notifications/trigger-content': { expect: ADMIN },
  'POST /api/admin/notifications/send-custom': { expect: ADMIN },

  // newsfeed (issue 11): verified accounts read and comment (the unverified trial learner gets 403), administrators post
  'GET /api/newsfeed/posts': { expect: FEED },
  'POST /api/newsfeed/posts': { expect: ADMIN },
  'DELETE /api/newsfeed/posts/:id': { expect: ADMIN },
  'GET /api/newsfeed/posts/:id/comments': {
    expect: FEED,
    url: (ctx) => `/api/newsfeed/posts/${ctx.postId}/comments`,
  },
  'POST /api/newsfeed/posts/:id/comments': {
    expect: FEED,
    url: (ctx) => `/api/newsfeed/posts/${ctx.postId}/comments`,
    payload: () => ({ content: 'A comment' }),
  },

  // administration
  'GET /api/admin/users': { expect: ADMIN },
  // people (issue 13): users, review centers, per-user dashboards, the sub-admin's calls
  'GET /api/admin/stats': { expect: ADMIN },
  'DELETE /api/admin/users/:id': { expect: ADMIN },
  'DELETE /api/admin/users/bulk-delete': { expect: ADMIN },
  'PUT /api/admin/users/:id/reset-password': { expect: ADMIN },
  'GET /api/admin/review-centers': { expect: ADMIN },
  'POST /api/admin/review-centers': { expect: ADMIN },
  'PUT /api/admin/review-centers/:id': { expect: ADMIN },
  'DELETE /api/admin/review-centers/:id': { expect: ADMIN },
  'GET /api/admin/user/:id/dashboard-stats': { expect: ADMIN },
  'GET /api/admin/user/:id/test-results': { expect: ADMIN },
  'GET /api/admin/user/:id/recent-activity': { expect: ADMIN },
  'GET /api/admin/user/:id/audit-log': { expect: ADMIN },
  'GET /api/sub-admin/users': { expect: STAFF },
  'GET /api/sub-admin/user/:id/dashboard-stats': { expect: STAFF },
  'GET /api/sub-admin/user/:id/test-results': { expect: STAFF },
  'GET /api/sub-admin/user/:id/recent-activity': { expect: STAFF },
  'PUT /api/admin/users/:id/verification': { expect: ADMIN },
  'POST /api/admin/test-access-control/update': { expect: ADMIN },
  'GET /api/admin/test-access-control/user/:id': { expect: ADMIN },
  'POST /api/admin/board-area-access': { expect: ADMIN },
  'GET /api/admin/board-area-access/:userId': { expect: ADMIN },
  // control (issue 14): test access, board access, data tools
  'GET /api/admin/test-access-control': { expect: ADMIN },
  'GET /api/admin/bulk-access-status': { expect: ADMIN },
  'POST /api/admin/bulk-test-access-control': { expect: ADMIN },
  'POST /api/admin/sync-test-access-control': { expect: ADMIN },
  'POST /api/admin/fix-test-results-data': { expect: ADMIN },
  'POST /api/admin/board-area-access/all': { expect: ADMIN },
  'GET /api/admin/courses': { expect: ADMIN },
  'GET /api/admin/notifications/stats': { expect: ADMIN },
  'GET /api/admin/collections': { expect: ADMIN },
  'GET /api/admin/collections/:name': { expect: ADMIN, url: () => '/api/admin/collections/users' },
  'GET /api/admin/backup/full': { expect: ADMIN },
  'GET /api/admin/backup/:name': { expect: ADMIN, url: () => '/api/admin/backup/review_centers' },
  'POST /api/admin/backup/restore': { expect: ADMIN },
  'GET /api/admin/questions': { expect: ADMIN },
  'POST /api/admin/questions': { expect: ADMIN },
  'PUT /api/admin/questions/:id': { expect: ADMIN },
  'DELETE /api/admin/questions/:id': { expect: ADMIN },
  'POST /api/admin/questions/bulk-upload': { expect: ADMIN },
  'POST /api/admin/questions/bulk-upload-subject': { expect: ADMIN },
  // content manager (issue 15): question bank administration
  'GET /api/admin/questions/stats': { expect: ADMIN },
  'DELETE /api/admin/questions/bulk-delete-board-area': { expect: ADMIN },
  'DELETE /api/admin/questions/bulk-delete-subject': { expect: ADMIN },
  'DELETE /api/admin/questions/bulk-delete': { expect: ADMIN },
  'GET /api/templates/download-template/:boardArea/:subjectIndex': {
    expect: ADMIN,
    url: () => '/api/templates/download-template/criminal-law/1',
  },
  'POST /api/admin/external-video': { expect: ADMIN },
  'POST /api/admin/simple-upload-video': { expect: ADMIN },
  'POST /api/admin/upload-video-chunked': { expect: ADMIN },
  'GET /api/admin/upload-video-chunked/status': {
    expect: ADMIN,
    url: () => '/api/admin/upload-video-chunked/status?upload_id=matrix&total_chunks=2',
  },
  'DELETE /api/admin/videos/:id': { expect: ADMIN },
  // content manager (issue 15): lectures
  'GET /api/admin/videos': { expect: ADMIN },
  'POST /api/admin/videos/:id/retry-processing': { expect: ADMIN },
  'PUT /api/content/videos/:id': { expect: ADMIN },
  'POST /api/content/videos/:id/upload-thumbnail': { expect: ADMIN },
  'POST /api/content/videos/smart-thumbnail-upload': { expect: ADMIN },
  'POST /api/content/courses/:courseId/upload-image': {
    expect: ADMIN,
    url: () => '/api/content/courses/1/upload-image',
  },
  'POST /api/content/courses/:courseId/upload-video': {
    expect: ADMIN,
    url: () => '/api/content/courses/1/upload-video',
  },
  'POST /api/study-materials/upload': { expect: ADMIN },
  'DELETE /api/study-materials/:id': { expect: ADMIN },

  // payments, verification and settings (issue 12)
  'POST /api/payments/create-payment': { expect: SIGNED_IN },
  'POST /api/payments/confirm-payment': { expect: SIGNED_IN },
  'GET /api/payments/current': { expect: SIGNED_IN },
  'GET /api/payments/admin/pending-payments': { expect: ADMIN },
  'PUT /api/payments/admin/verify-payment/:id': { expect: ADMIN },
  'GET /api/admin/users/:id/payment-info': { expect: ADMIN },
  'GET /api/verification/pending-requests': { expect: ADMIN },
  'GET /api/verification/verification-stats': { expect: ADMIN },
  'POST /api/verification/process-request/:id': { expect: ADMIN },
  'GET /api/settings/public': { expect: PUBLIC },
  'GET /api/admin/settings': { expect: ADMIN },
  // item analysis (issue 18 item 5)
  'GET /api/admin/item-analysis/questions': { expect: ADMIN },
  'GET /api/admin/item-analysis/questions/:id': { expect: ADMIN },
  'GET /api/admin/item-analysis/tests': { expect: ADMIN },
  'GET /api/admin/item-analysis/export.csv': { expect: ADMIN },
  // question reports (issue 18 item 6): any signed-in account reports its own graded questions
  'POST /api/question-reports': { expect: SIGNED_IN },
  'GET /api/admin/question-reports': { expect: ADMIN },
  'GET /api/admin/question-reports/questions/:id': { expect: ADMIN },
  'POST /api/admin/question-reports/questions/:id/resolve': { expect: ADMIN },
  'POST /api/admin/question-reports/questions/:id/dismiss': { expect: ADMIN },
  'PUT /api/admin/settings': { expect: ADMIN },
};
