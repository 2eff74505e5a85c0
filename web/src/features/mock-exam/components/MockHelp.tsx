import { sittingMinutes } from '@core/rules/mock-exam';
import type { MockOverview } from '@core/schemas/mock-exam';

const morning = sittingMinutes('short', 'criminal-law');
const afternoon = sittingMinutes('short', 'law-enforcement');

/** How the mock exam is built and judged; says which figures are the PRC's and which are ours. */
export function MockHelp({ overview }: { overview: MockOverview }) {
  const full = overview.forms.find((f) => f.form === 'full');
  const short = overview.forms.find((f) => f.form === 'short');
  return (
    <section aria-labelledby="mock-help-heading" className="grid gap-2 text-sm text-muted-foreground">
      <h2 id="mock-help-heading" className="text-base font-semibold text-foreground">
        How the mock exam works
      </h2>
      <p>
        Like the board exam, it has one sitting per board area, taken in the order of the PRC's program:
        Criminal Law and Jurisprudence, Law Enforcement Administration, Criminalistics, Crime Detection and
        Investigation, Criminal Sociology and Ethics, Correctional Administration.
        {full && (
          <>
            {' '}
            The full length has {full.items_per_area} items per area
            {` (${full.mix.basic} basic, ${full.mix.intermediate} intermediate, ${full.mix.advanced} advanced)`}
            , drawn from the bank and spread over the area's subjects.
          </>
        )}
      </p>
      <p>
        Each area has the time the PRC's program of the Criminologist Licensure Examination gives it (for
        example the June 2021 program): 3 h 30 for the morning areas (Criminal Law and Jurisprudence,
        Criminalistics, Criminal Sociology and Ethics) and 2 h 30 for the afternoon ones.
        {short && (
          <>
            {' '}
            The short form has {short.items_per_area} items per area in {short.total_minutes / 60} hours in
            all, shared among the areas in the same proportion ({morning} and {afternoon} minutes): that split
            is our assumption, not the PRC's.
          </>
        )}
      </p>
      <p>
        The clock is kept by the server and runs only while you sit an area: you can pause between areas, not
        within one. Your answers are saved as you go, so a reload or a lost connection loses nothing; an area
        whose time runs out is submitted with the answers saved in time. Items you were shown in the last{' '}
        {overview.no_repeat_days} days are left out while the bank has enough others; when it has not, the
        area says how many came back.
      </p>
      <p>
        The verdict follows the passing rule of Republic Act No. 11131 (the Philippine Criminology Profession
        Act of 2018), on ratings: a weighted average of at least 75% with no area below 60% passes; 75% or
        more with an area below 60% is deferred, and only those areas are retaken. The weights are the board
        areas' weights on the exam.
      </p>
    </section>
  );
}
