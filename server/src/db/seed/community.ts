import { count, eq } from 'drizzle-orm';
import type { Db } from '../client';
import { newsfeedPosts, reviewCenters, users } from '../schema';

/** Fictional review centers in real Philippine cities (contacts use reserved example domains). */
export const DEMO_REVIEW_CENTERS = [
  {
    name: 'Manila Criminology Review Hub',
    address: '2/F Dela Rosa Building, 1120 Espana Boulevard, Sampaloc',
    city: 'Manila',
    province: 'Metro Manila',
    contactPerson: 'Prof. Teresita Dizon',
    contactPhone: '0917 555 0142',
    contactEmail: 'enroll@manila-crimhub.example.ph',
  },
  {
    name: 'Cebu Justice Review Center',
    address: '45 Osmena Boulevard, Barangay Kalubihan',
    city: 'Cebu City',
    province: 'Cebu',
    contactPerson: 'Dr. Ramon Villacura',
    contactPhone: '0918 555 0277',
    contactEmail: 'info@cebu-justice.example.ph',
  },
  {
    name: 'Davao Law Enforcement Review Institute',
    address: '3/F Ponciano Reyes Building, C.M. Recto Street',
    city: 'Davao City',
    province: 'Davao del Sur',
    contactPerson: 'PCol. (Ret.) Alfredo Manalo',
    contactPhone: '0919 555 0390',
    contactEmail: 'admissions@davao-leri.example.ph',
  },
  {
    name: 'Baguio Criminology Board Prep',
    address: '12 Session Road',
    city: 'Baguio City',
    province: 'Benguet',
    contactPerson: 'Prof. Lorna Bautista',
    contactPhone: '0920 555 0418',
    contactEmail: 'hello@baguio-boardprep.example.ph',
  },
  {
    name: 'Iloilo Criminal Justice Review Academy',
    address: '88 General Luna Street',
    city: 'Iloilo City',
    province: 'Iloilo',
    contactPerson: 'Atty. Mariel Sison',
    contactPhone: '0921 555 0533',
    contactEmail: 'review@iloilo-cjra.example.ph',
  },
];

export const WELCOME_POST = [
  'Welcome to the CrimReview community!',
  '',
  'This is where your review center posts announcements, schedules of mock board exams and study reminders.',
  'Start with the board area that carries the most weight (Criminal Law, Criminalistics and Law Enforcement Administration are 20% each),',
  'watch the lectures, read the study guides, then test yourself at each difficulty. A score of 75% or more is the passing mark we aim for.',
  '',
  'Laban, future RCrims!',
].join('\n');

export async function seedReviewCenters(db: Db): Promise<void> {
  await db
    .insert(reviewCenters)
    .values(DEMO_REVIEW_CENTERS)
    .onConflictDoNothing({ target: reviewCenters.name });
}

export async function seedWelcomePost(db: Db): Promise<void> {
  const [existing] = await db.select({ n: count() }).from(newsfeedPosts);
  if ((existing?.n ?? 0) > 0) return;
  const [admin] = await db.select().from(users).where(eq(users.role, 'admin')).limit(1);
  await db.insert(newsfeedPosts).values({
    authorId: admin?.id ?? null,
    authorName: admin?.name ?? 'CrimReview Team',
    content: WELCOME_POST,
  });
}
