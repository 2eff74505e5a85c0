// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { attachEmbed, type EmbedEvent } from './embed-player';

function frame(src: string) {
  const iframe = document.createElement('iframe');
  iframe.src = src;
  document.body.append(iframe);
  return iframe;
}

function send(iframe: HTMLIFrameElement, origin: string, data: unknown) {
  window.dispatchEvent(
    new MessageEvent('message', { data: JSON.stringify(data), origin, source: iframe.contentWindow }),
  );
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('attachEmbed', () => {
  it('turns YouTube player states into play, pause and ended, once per change', () => {
    const iframe = frame('https://www.youtube-nocookie.com/embed/abcdefghijk?enablejsapi=1');
    const events: EmbedEvent[] = [];
    const c = attachEmbed(iframe, 'youtube', (e) => events.push(e));
    const yt = 'https://www.youtube-nocookie.com';
    send(iframe, yt, { event: 'infoDelivery', info: { playerState: 1, currentTime: 12.5 } });
    send(iframe, yt, { event: 'infoDelivery', info: { playerState: 1, currentTime: 13.5 } });
    send(iframe, yt, { event: 'onStateChange', info: 2 });
    send(iframe, yt, { event: 'onStateChange', info: 0 });
    expect(events).toEqual([
      { type: 'time', seconds: 12.5 },
      { type: 'play' },
      { type: 'time', seconds: 13.5 },
      { type: 'pause' },
      { type: 'ended' },
    ]);
    c.detach();
  });

  it('ignores messages from other origins or other frames', () => {
    const iframe = frame('https://player.vimeo.com/video/76979871');
    const other = frame('https://player.vimeo.com/video/1');
    const events: EmbedEvent[] = [];
    attachEmbed(iframe, 'vimeo', (e) => events.push(e));
    send(iframe, 'https://evil.example', { event: 'play' });
    send(other, 'https://player.vimeo.com', { event: 'play' });
    send(iframe, 'https://player.vimeo.com', { event: 'play' });
    send(iframe, 'https://player.vimeo.com', { event: 'timeupdate', data: { seconds: 4 } });
    expect(events).toEqual([{ type: 'play' }, { type: 'time', seconds: 4 }]);
  });
});
