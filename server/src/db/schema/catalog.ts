import { integer, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';

export const boardAreas = pgTable('board_areas', {
  id: text('id').primaryKey(),
  title: text('title').notNull(),
  description: text('description').notNull(),
  icon: text('icon').notNull(),
  color: text('color').notNull(),
  weight: integer('weight').notNull(),
  aliases: jsonb('aliases').$type<string[]>().notNull().default([]),
  sortOrder: integer('sort_order').notNull(),
});

export const subjects = pgTable(
  'subjects',
  {
    boardAreaId: text('board_area_id')
      .notNull()
      .references(() => boardAreas.id, { onDelete: 'cascade' }),
    subjectIndex: integer('subject_index').notNull(),
    name: text('name').notNull(),
  },
  (t) => [primaryKey({ columns: [t.boardAreaId, t.subjectIndex] })],
);

export const difficultyLevels = pgTable('difficulty_levels', {
  id: text('id').primaryKey(),
  label: text('label').notNull(),
  levelLabel: text('level_label').notNull(),
  questionCount: integer('question_count').notNull(),
  timeLimitMinutes: integer('time_limit_minutes').notNull(),
  sortOrder: integer('sort_order').notNull(),
});

export const plans = pgTable('plans', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  monthlyPrice: integer('monthly_price').notNull(),
  yearlyPrice: integer('yearly_price').notNull(),
  features: jsonb('features').$type<string[]>().notNull(),
  sortOrder: integer('sort_order').notNull(),
});
