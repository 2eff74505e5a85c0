import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { setupTestApp, type TestContext } from '../../../test/app';
import { buildAdmin, type TestUser } from '../../../test/factories';
import { httpHelpers } from '../../../test/http';

let t: TestContext;
let admin: TestUser;
const { get } = httpHelpers(() => t.app);

beforeAll(async () => {
  t = await setupTestApp();
  admin = await buildAdmin(t.db);
});

describe('GET /admin/courses', () => {
  it('lists every course with its lessons counted from the videos', async () => {
    const [course] = (
      await t.db.execute(
        sql`insert into courses (board_area_id, title, description, difficulty) values ('criminalistics', 'Ballistics Basics', 'Firearms identification', 'intermediate') returning id`,
      )
    ).rows as { id: number }[];
    for (const n of [1, 2]) {
      await t.db.execute(
        sql`insert into videos (course_id, board_area_id, title, lesson_number, external_url) values (${course!.id}, 'criminalistics', ${`Lesson ${n}`}, ${n}, 'https://example.com/v.mp4')`,
      );
    }
    const res = await get('/api/admin/courses', admin.headers);
    expect(res.statusCode).toBe(200);
    expect(res.json().courses).toContainEqual(
      expect.objectContaining({
        id: course!.id,
        title: 'Ballistics Basics',
        description: 'Firearms identification',
        difficulty: 'intermediate',
        lessons: 2,
        board_area: 'criminalistics',
        board_area_title: 'Criminalistics',
      }),
    );
  });
});
