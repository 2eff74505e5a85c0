import type { TestsResponse } from '@core/schemas/practice';
import { BoardAreaIcon } from '@web/components/board-area-icon';
import { cn } from '@web/lib/cn';
import { ChevronDown } from 'lucide-react';
import { useState } from 'react';
import type { TestEntry } from '../types';
import { TestCard } from './TestCard';

interface Props {
  data: TestsResponse;
  onStart: (test: TestEntry) => void;
  busyTestId: string | null;
}

/** Six collapsible board-area panels; each subject with its three difficulty cards. */
export function TestList({ data, onStart, busyTestId }: Props) {
  const [open, setOpen] = useState<Set<string>>(() => new Set([data.board_areas[0]?.id ?? '']));
  const toggle = (id: string) =>
    setOpen((prev) => {
      const next = new Set(prev);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  return (
    <div className="grid gap-3">
      {data.board_areas.map((area) => {
        const tests = data.tests.filter((t) => t.board_area === area.id);
        const done = tests.filter((t) => t.has_completed).length;
        const subjects = [...new Map(tests.map((t) => [t.subject_index, t.subject])).entries()];
        const expanded = open.has(area.id);
        const panelId = `area-panel-${area.id}`;
        return (
          <section key={area.id} className="rounded-lg border border-border bg-card shadow-card">
            <h2>
              <button
                type="button"
                aria-expanded={expanded}
                aria-controls={panelId}
                onClick={() => toggle(area.id)}
                className="flex w-full items-center gap-3 rounded-lg p-4 text-left hover:bg-muted"
              >
                <span
                  className="flex size-10 shrink-0 items-center justify-center rounded-full text-white"
                  style={{ backgroundColor: area.color }}
                >
                  <BoardAreaIcon icon={area.icon} />
                </span>
                <span className="min-w-0 flex-1">
                  <span className="block font-semibold">{area.title}</span>
                  <span className="block text-sm text-muted-foreground">
                    {area.weight}% of the exam · {subjects.length} subjects · {done} of {tests.length} tests
                    done
                  </span>
                </span>
                <ChevronDown
                  className={cn('size-5 shrink-0 transition-transform', expanded && 'rotate-180')}
                  aria-hidden="true"
                />
              </button>
            </h2>
            {expanded ? (
              <div id={panelId} className="grid gap-5 border-t border-border p-4">
                {subjects.map(([index, name]) => (
                  <div key={index} className="grid gap-2">
                    <h3 className="font-medium">{name}</h3>
                    <div className="grid gap-2 sm:grid-cols-3">
                      {tests
                        .filter((t) => t.subject_index === index)
                        .map((t) => (
                          <TestCard key={t.id} test={t} onStart={onStart} busy={busyTestId === t.id} />
                        ))}
                    </div>
                  </div>
                ))}
              </div>
            ) : null}
          </section>
        );
      })}
    </div>
  );
}
