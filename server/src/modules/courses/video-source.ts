import type { VideoSource } from '@core/schemas/courses';

export interface ExternalSource {
  source: Exclude<VideoSource, 'upload'>;
  /** Privacy-enhanced iframe URL for YouTube and Vimeo; null for a direct file. */
  embedUrl: string | null;
  /** Thumbnail the provider serves without an API call (YouTube only). */
  thumbnailUrl: string | null;
}

const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;

function youtubeId(url: URL): string | null {
  const host = url.hostname.replace(/^(www\.|m\.|music\.)/, '');
  let id: string | null = null;
  if (host === 'youtu.be') id = url.pathname.slice(1).split('/')[0] ?? null;
  else if (host === 'youtube.com' || host === 'youtube-nocookie.com') {
    if (url.pathname === '/watch') id = url.searchParams.get('v');
    else {
      const m = url.pathname.match(/^\/(embed|shorts|live|v)\/([^/?#]+)/);
      id = m?.[2] ?? null;
    }
  }
  return id && YOUTUBE_ID.test(id) ? id : null;
}

function vimeoId(url: URL): string | null {
  const host = url.hostname.replace(/^www\./, '');
  if (host !== 'vimeo.com' && host !== 'player.vimeo.com') return null;
  const m = url.pathname.match(/\/(?:video\/)?(\d{5,12})(?:\/|$)/);
  return m?.[1] ?? null;
}

/** Which player an external URL needs (YouTube, Vimeo, or a plain `<video>` for a file URL). */
export function classifyExternalUrl(raw: string): ExternalSource {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return { source: 'direct', embedUrl: null, thumbnailUrl: null };
  }
  const yt = youtubeId(url);
  if (yt) {
    return {
      source: 'youtube',
      embedUrl: `https://www.youtube-nocookie.com/embed/${yt}?rel=0&modestbranding=1&enablejsapi=1`,
      thumbnailUrl: `https://i.ytimg.com/vi/${yt}/hqdefault.jpg`,
    };
  }
  const vm = vimeoId(url);
  if (vm) {
    return { source: 'vimeo', embedUrl: `https://player.vimeo.com/video/${vm}?dnt=1`, thumbnailUrl: null };
  }
  return { source: 'direct', embedUrl: null, thumbnailUrl: null };
}
