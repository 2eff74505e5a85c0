import { BOARD_AREAS, LIMITS } from '@core/catalog';
import { BoardAreaIcon } from '@web/components/board-area-icon';
import { Button } from '@web/components/ui/button';
import { formatPeso } from '@web/lib/format';
import { ArrowRight, BarChart3, ClipboardCheck, PlayCircle } from 'lucide-react';
import { Link } from 'react-router';
import { FeaturedCourseCard } from '../components/FeaturedCourseCard';
import { FEATURED_COURSES, MARKETING_FIGURES } from '../featured';

const FEATURES = [
  {
    icon: PlayCircle,
    title: 'Video courses',
    text: 'Lectures for every subject of the six board areas, organised the way the exam is.',
  },
  {
    icon: ClipboardCheck,
    title: 'Timed practice tests',
    text: '108 tests: every subject at Basic, Intermediate and Advanced level, with explanations.',
  },
  {
    icon: BarChart3,
    title: 'Your dashboard',
    text: 'Study hours, scores against the 75% passing line, your streak and what to review next.',
  },
];

export function LandingPage() {
  const areas = new Map(BOARD_AREAS.map((a) => [a.id, a]));
  return (
    <>
      <section className="bg-primary text-primary-foreground">
        <div className="mx-auto grid max-w-7xl gap-8 px-4 py-14 sm:px-6 sm:py-20 lg:grid-cols-[1.3fr_1fr] lg:items-center">
          <div className="grid gap-6">
            <p className="w-fit rounded-full bg-white/10 px-3 py-1 text-sm font-medium">
              Criminology Licensure Examination review
            </p>
            <h1 className="text-4xl leading-tight font-bold sm:text-5xl">
              Review smarter. <span className="text-accent">Pass the board exam.</span>
            </h1>
            <p className="max-w-xl text-lg text-[#dbe4f0]">
              Video lectures, timed practice tests and a progress dashboard covering all six board areas, from
              Criminal Law and Jurisprudence to Correctional Administration.
            </p>
            <div className="flex flex-wrap gap-3">
              <Button asChild size="lg" variant="accent">
                <Link to="/courses">
                  Start Learning <ArrowRight aria-hidden="true" />
                </Link>
              </Button>
              <Button
                asChild
                size="lg"
                variant="outline"
                className="border-white/60 bg-transparent text-white hover:bg-white/10"
              >
                <Link to="/practice">Take Practice Test</Link>
              </Button>
            </div>
            <p className="text-sm text-[#dbe4f0]">
              {LIMITS.trialDays}-day free trial · Plans from {formatPeso(LIMITS.startingPrice)}/month
            </p>
          </div>
          <ul className="grid grid-cols-2 gap-3" aria-label="Our reviewees' numbers">
            {MARKETING_FIGURES.map((figure) => (
              <li key={figure.label} className="rounded-lg bg-white/10 p-4 sm:p-5">
                <p className="text-3xl font-bold text-accent">{figure.value}</p>
                <p className="text-sm text-[#dbe4f0]">{figure.label}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className="mx-auto max-w-7xl px-4 py-12 sm:px-6" aria-labelledby="featured-heading">
        <div className="mb-6 flex items-end justify-between gap-4">
          <div>
            <h2 id="featured-heading" className="text-2xl font-bold sm:text-3xl">
              Featured courses
            </h2>
            <p className="text-muted-foreground">Start with the board areas that carry the most weight.</p>
          </div>
          <Button asChild variant="outline">
            <Link to="/courses">View All</Link>
          </Button>
        </div>
        <div className="grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
          {FEATURED_COURSES.map((course) => {
            const area = areas.get(course.id);
            return area ? <FeaturedCourseCard key={course.id} area={area} {...course} /> : null;
          })}
        </div>
      </section>

      <section className="border-y border-border bg-card" aria-labelledby="areas-heading">
        <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6">
          <h2 id="areas-heading" className="text-2xl font-bold sm:text-3xl">
            All six board areas
          </h2>
          <p className="mb-6 text-muted-foreground">With their weight in the licensure examination.</p>
          <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
            {BOARD_AREAS.map((area) => (
              <li key={area.id} className="flex items-center gap-3 rounded-lg border border-border p-4">
                <span
                  className="flex size-10 shrink-0 items-center justify-center rounded-md text-white"
                  style={{ backgroundColor: area.color }}
                >
                  <BoardAreaIcon icon={area.icon} />
                </span>
                <span className="flex-1 font-medium">{area.title}</span>
                <span className="text-sm font-semibold text-muted-foreground">{area.weight}%</span>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className="mx-auto max-w-7xl px-4 py-12 sm:px-6" aria-labelledby="features-heading">
        <h2 id="features-heading" className="mb-6 text-2xl font-bold sm:text-3xl">
          Everything you need to review
        </h2>
        <div className="grid gap-5 md:grid-cols-3">
          {FEATURES.map(({ icon: Icon, title, text }) => (
            <div key={title} className="rounded-lg border border-border bg-card p-5">
              <Icon className="mb-3 size-8 text-primary" aria-hidden="true" />
              <h3 className="mb-1 text-lg font-semibold">{title}</h3>
              <p className="text-sm text-muted-foreground">{text}</p>
            </div>
          ))}
        </div>
        <div className="mt-10 flex flex-col items-start gap-4 rounded-xl bg-secondary p-6 sm:flex-row sm:items-center sm:justify-between sm:p-8">
          <div>
            <h2 className="text-xl font-bold">Already reviewing with us?</h2>
            <p className="text-secondary-foreground">Pick up where you left off.</p>
          </div>
          <div className="flex flex-wrap gap-3">
            <Button asChild size="lg">
              <Link to="/dashboard">Access Your Dashboard</Link>
            </Button>
            <Button asChild size="lg" variant="outline">
              <Link to="/pricing">See plans</Link>
            </Button>
          </div>
        </div>
      </section>
    </>
  );
}
