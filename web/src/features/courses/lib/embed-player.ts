/**
 * Play/pause/end events and commands for YouTube and Vimeo iframes through their
 * postMessage protocols, without loading the providers' scripts (the CSP allows only
 * our own). Best effort: if a provider changes its protocol, tracking stops but the
 * video still plays.
 */
export type EmbedEvent = { type: 'play' | 'pause' | 'ended' } | { type: 'time'; seconds: number };

export interface EmbedController {
  setPlaybackRate(rate: number): void;
  detach(): void;
}

const YOUTUBE_ORIGINS = ['https://www.youtube-nocookie.com', 'https://www.youtube.com'];
const VIMEO_ORIGIN = 'https://player.vimeo.com';

function parse(data: unknown): Record<string, unknown> | null {
  if (typeof data === 'string') {
    try {
      return JSON.parse(data);
    } catch {
      return null;
    }
  }
  return data && typeof data === 'object' ? (data as Record<string, unknown>) : null;
}

export function attachEmbed(
  iframe: HTMLIFrameElement,
  source: 'youtube' | 'vimeo',
  onEvent: (e: EmbedEvent) => void,
): EmbedController {
  const target = () => iframe.contentWindow;
  const origin = source === 'vimeo' ? VIMEO_ORIGIN : new URL(iframe.src).origin;
  const post = (msg: unknown) => target()?.postMessage(JSON.stringify(msg), origin);
  let lastState: number | null = null;

  const onMessage = (event: MessageEvent) => {
    if (event.source !== target()) return;
    const data = parse(event.data);
    if (!data) return;
    if (source === 'youtube' && YOUTUBE_ORIGINS.includes(event.origin)) {
      const info = data.info as Record<string, unknown> | number | undefined;
      const state =
        data.event === 'onStateChange' && typeof info === 'number'
          ? info
          : typeof info === 'object' && info && typeof info.playerState === 'number'
            ? info.playerState
            : null;
      if (typeof info === 'object' && info && typeof info.currentTime === 'number') {
        onEvent({ type: 'time', seconds: info.currentTime });
      }
      if (state !== null && state !== lastState) {
        lastState = state;
        if (state === 1) onEvent({ type: 'play' });
        else if (state === 2) onEvent({ type: 'pause' });
        else if (state === 0) onEvent({ type: 'ended' });
      }
    } else if (source === 'vimeo' && event.origin === VIMEO_ORIGIN) {
      if (data.event === 'ready') {
        for (const name of ['play', 'pause', 'ended', 'timeupdate'])
          post({ method: 'addEventListener', value: name });
      } else if (data.event === 'play' || data.event === 'pause' || data.event === 'ended') {
        onEvent({ type: data.event });
      } else if (data.event === 'timeupdate') {
        const seconds = (data.data as { seconds?: number } | undefined)?.seconds;
        if (typeof seconds === 'number') onEvent({ type: 'time', seconds });
      }
    }
  };

  const onLoad = () => {
    if (source === 'youtube') post({ event: 'listening', id: 'crimreview', channel: 'widget' });
  };
  window.addEventListener('message', onMessage);
  iframe.addEventListener('load', onLoad);

  return {
    setPlaybackRate(rate) {
      if (source === 'youtube') post({ event: 'command', func: 'setPlaybackRate', args: [rate] });
      else post({ method: 'setPlaybackRate', value: rate });
    },
    detach() {
      window.removeEventListener('message', onMessage);
      iframe.removeEventListener('load', onLoad);
    },
  };
}
