import Linkify from 'linkify-react';

/** Post and comment text: line breaks kept, links clickable; React escapes everything else (never raw HTML). */
export function LinkifiedText({ text, className }: { text: string; className?: string }) {
  return (
    <p className={className ?? 'text-sm break-words whitespace-pre-wrap'}>
      <Linkify
        options={{
          target: '_blank',
          rel: 'noopener noreferrer nofollow',
          className: 'text-primary underline underline-offset-2',
          validate: { url: (value: string) => /^(https?:\/\/|www\.)/i.test(value) },
        }}
      >
        {text}
      </Linkify>
    </p>
  );
}
