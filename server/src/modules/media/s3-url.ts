/**
 * STORAGE_URL for object storage, apart from the storage itself so that reading the
 * configuration does not load the AWS SDK (close to a second of start-up) when it is unused.
 */
export interface S3Location {
  bucket: string;
  /** Key prefix inside the bucket (`s3://bucket/prefix/`), '' for none. */
  prefix: string;
  region: string;
  /** An S3-compatible server's URL; unset for AWS S3. */
  endpoint?: string;
  /** The address browsers reach the server at, when the app uses an internal one (presigned URLs). */
  publicEndpoint?: string;
  forcePathStyle: boolean;
}

/**
 * `s3://bucket[/prefix]?endpoint=http://127.0.0.1:9000&region=us-east-1&path_style=true`
 * (`public_endpoint=https://files.example.ph`: where browsers reach it, if not at `endpoint`).
 * Credentials come from the AWS SDK's usual sources (AWS_ACCESS_KEY_ID and
 * AWS_SECRET_ACCESS_KEY, a profile, an instance role), never from the URL, which is logged.
 */
export function parseS3Url(url: string): S3Location {
  const u = new URL(url);
  if (u.protocol !== 's3:' || !u.hostname) throw new Error('must look like s3://bucket?endpoint=…');
  if (u.username || u.password)
    throw new Error('must not hold credentials: set AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY');
  const endpoint = u.searchParams.get('endpoint') ?? undefined;
  const publicEndpoint = u.searchParams.get('public_endpoint') ?? undefined;
  for (const [name, value] of [
    ['endpoint', endpoint],
    ['public_endpoint', publicEndpoint],
  ])
    if (value && !/^https?:\/\/[^/]+/.test(value)) throw new Error(`${name} must be an http(s) URL`);
  const pathStyle = u.searchParams.get('path_style');
  const prefix = decodeURIComponent(u.pathname).replace(/^\/+/, '');
  return {
    bucket: u.hostname,
    prefix: prefix && !prefix.endsWith('/') ? `${prefix}/` : prefix,
    region: u.searchParams.get('region') ?? 'us-east-1',
    ...(endpoint && { endpoint }),
    ...(publicEndpoint && { publicEndpoint }),
    // S3-compatible servers usually want path-style URLs; AWS wants virtual-hosted ones.
    forcePathStyle: pathStyle ? pathStyle === 'true' : !!endpoint,
  };
}

/** The origin presigned URLs point at (the page's CSP must allow it). */
export function publicOrigin(loc: S3Location): string {
  const aws = loc.forcePathStyle
    ? `https://s3.${loc.region}.amazonaws.com`
    : `https://${loc.bucket}.s3.${loc.region}.amazonaws.com`;
  return new URL(loc.publicEndpoint ?? loc.endpoint ?? aws).origin;
}
