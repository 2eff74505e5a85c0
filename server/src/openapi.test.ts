import SwaggerParser from '@apidevtools/swagger-parser';
import { beforeAll, describe, expect, it } from 'vitest';
import { setupTestApp, type TestContext } from '../test/app';

let t: TestContext;
beforeAll(async () => {
  t = await setupTestApp();
});

describe('OpenAPI document', () => {
  it('is a valid OpenAPI 3 document that a client generator would accept', async () => {
    const doc = (await t.app.inject('/api/openapi.json')).json();
    await expect(SwaggerParser.validate(structuredClone(doc))).resolves.toBeTruthy();
    // The catch-all 404 route is not an operation of the API.
    expect(Object.keys(doc.paths).filter((p) => p.includes('*'))).toEqual([]);
  });
});
