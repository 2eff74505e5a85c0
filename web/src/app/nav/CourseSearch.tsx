import { Input } from '@web/components/ui/input';
import { cn } from '@web/lib/cn';
import { Search } from 'lucide-react';
import { type FormEvent, useId } from 'react';
import { useNavigate } from 'react-router';

/** The signed-in courses search box: opens /courses?search=… */
export function CourseSearch({ className, onDone }: { className?: string; onDone?: () => void }) {
  const navigate = useNavigate();
  const id = useId();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const query = String(new FormData(event.currentTarget).get('search') ?? '').trim();
    navigate(query ? `/courses?search=${encodeURIComponent(query)}` : '/courses');
    onDone?.();
  };
  return (
    <search className={cn('relative', className)}>
      <form onSubmit={submit}>
        <label htmlFor={id} className="sr-only">
          Search courses
        </label>
        <Search
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
          aria-hidden="true"
        />
        <Input id={id} name="search" type="search" placeholder="Search courses..." className="h-9 pl-9" />
      </form>
    </search>
  );
}
