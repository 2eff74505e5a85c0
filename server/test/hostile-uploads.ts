/**
 * The hostile files and bodies of the upload-abuse suite (issue 10): files that lie about
 * their type or size, and multipart bodies that stop before their end.
 */
import { randomUUID } from 'node:crypto';
import net from 'node:net';
import sharp from 'sharp';
import { fakeMp4, tinyPdf } from '../src/modules/media/media.fixtures';
import { repeatedPart, workbookParts, zip } from './xlsx-fixtures';

export interface HostileFile {
  label: string;
  name: string;
  type: string;
  data: Buffer;
}

/** A PNG whose header claims 30000×30000 pixels (a pixel flood in a few hundred bytes). */
async function pixelFlood(): Promise<Buffer> {
  const png = await sharp({ create: { width: 1, height: 1, channels: 3, background: '#fff' } })
    .png()
    .toBuffer();
  png.writeUInt32BE(30000, 16);
  png.writeUInt32BE(30000, 20);
  return png;
}

export async function hostileFiles(): Promise<HostileFile[]> {
  const jpegMagic = Buffer.from([0xff, 0xd8, 0xff, 0xe0]);
  const bomb = zip([
    ...workbookParts(),
    repeatedPart('xl/sharedStrings.xml', '<sst><si><t>', 'A'.repeat(1000), 300_000, '</t></si></sst>'),
  ]);
  return [
    {
      label: 'wrong magic bytes',
      name: 'photo.jpg',
      type: 'image/jpeg',
      data: Buffer.from('just some text, not an image'),
    },
    {
      label: 'JPEG/HTML polyglot',
      name: 'poly.jpg',
      type: 'image/jpeg',
      data: Buffer.concat([jpegMagic, Buffer.from('<html><script>alert(1)</script></html>')]),
    },
    { label: 'pixel flood', name: 'flood.png', type: 'image/png', data: await pixelFlood() },
    { label: 'zip bomb', name: 'bomb.xlsx', type: 'application/octet-stream', data: bomb },
    {
      label: 'path trick in the name',
      name: '../../../../tmp/evil.jpg',
      type: 'image/jpeg',
      data: Buffer.from('x'),
    },
    {
      label: 'oversize',
      name: 'big.jpg',
      type: 'image/jpeg',
      data: Buffer.concat([jpegMagic, Buffer.alloc(6 * 1024 * 1024)]),
    },
    { label: 'NUL in the name', name: 'a\u0000.jpg', type: 'image/jpeg', data: Buffer.from('x') },
  ];
}

export type Accepts = 'jpeg' | 'png' | 'mp4' | 'pdf' | 'csv' | 'backup';

/**
 * A well-formed file of a kind a route accepts: the suite's control (the route takes it), and
 * the start of a cut body (refused for being cut, not for its type). The backup is only a
 * start: a control restore would replace the test database.
 */
export async function acceptableFile(kind: Accepts): Promise<HostileFile> {
  const image = sharp({ create: { width: 64, height: 64, channels: 3, background: '#a33' } });
  switch (kind) {
    case 'jpeg':
      return { label: kind, name: 't.jpg', type: 'image/jpeg', data: await image.jpeg().toBuffer() };
    case 'png':
      return { label: kind, name: 's.png', type: 'image/png', data: await image.png().toBuffer() };
    case 'mp4':
      return { label: kind, name: 'v.mp4', type: 'video/mp4', data: fakeMp4(64 * 1024) };
    case 'pdf':
      return { label: kind, name: 'g.pdf', type: 'application/pdf', data: tinyPdf() };
    case 'csv':
      return {
        label: kind,
        name: 'q.csv',
        type: 'text/csv',
        data: Buffer.from(
          [
            'board_area,subject_index,difficulty_level,question,option_a,option_b,option_c,option_d,correct_answer',
            'criminal-law,1,basic,Which article defines felonies?,Article 3,Article 4,Article 5,Article 6,A',
          ].join('\n'),
        ),
      };
    case 'backup':
      return { label: kind, name: 'b.json', type: 'application/json', data: Buffer.from('{"format":"crim') };
  }
}

/** A multipart body: the text fields, then the file; `cut` stops it halfway through the file. */
export function multipart(
  fields: Record<string, string>,
  file: Omit<HostileFile, 'label'> & { field: string },
  cut = false,
) {
  const boundary = `----abuse${randomUUID()}`;
  const parts: Buffer[] = Object.entries(fields).map(([k, v]) =>
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`),
  );
  parts.push(
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${file.field}"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`,
    ),
    cut ? file.data.subarray(0, Math.ceil(file.data.length / 2)) : file.data,
  );
  if (!cut) parts.push(Buffer.from(`\r\n--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(parts),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/**
 * Sends a request over a real socket whose Content-Length promises 100 KB more than is sent,
 * then closes its side (a client that went away mid-upload); resolves with the raw answer.
 */
export function sendShortBody(
  port: number,
  method: string,
  url: string,
  headers: Record<string, string>,
  payload: Buffer,
): Promise<string> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1', () => {
      const head = Object.entries({ ...headers, 'content-length': String(payload.length + 100_000) })
        .map(([k, v]) => `${k}: ${v}\r\n`)
        .join('');
      socket.write(`${method} ${url} HTTP/1.1\r\nhost: 127.0.0.1\r\n${head}\r\n`);
      socket.write(payload);
      setTimeout(() => socket.end(), 100);
    });
    let answer = '';
    socket.on('data', (d) => {
      answer += d;
    });
    socket.on('close', () => resolve(answer));
    socket.on('error', () => resolve(answer));
  });
}
