import { ChevronLeft, ChevronRight, X } from 'lucide-react';
import { Dialog as DialogPrimitive } from 'radix-ui';
import { type KeyboardEvent, type RefObject, useRef } from 'react';

/**
 * Full-screen image viewer (learner spec §2, admin spec §4): previous/next wrap around, arrow
 * keys and swipes move, Escape closes. Radix traps focus inside and returns it to the image
 * that opened the viewer.
 */
export function ImageViewer({
  images,
  index,
  onIndexChange,
  onClose,
  author,
  returnFocusTo,
}: {
  images: string[];
  index: number | null;
  onIndexChange: (i: number) => void;
  onClose: () => void;
  author: string;
  /** The control that opened the viewer (it is opened from a plain button, not a Radix trigger). */
  returnFocusTo: RefObject<HTMLElement | null>;
}) {
  const touchX = useRef<number | null>(null);
  const count = images.length;
  const step = (by: number) => index !== null && onIndexChange((index + by + count) % count);
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'ArrowRight') step(1);
    else if (e.key === 'ArrowLeft') step(-1);
    else return;
    e.preventDefault();
  };
  const multiple = count > 1;

  return (
    <DialogPrimitive.Root open={index !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-black/90" />
        <DialogPrimitive.Content
          onKeyDown={onKeyDown}
          onCloseAutoFocus={(e) => {
            e.preventDefault();
            returnFocusTo.current?.focus();
          }}
          onTouchStart={(e) => {
            touchX.current = e.touches[0]?.clientX ?? null;
          }}
          onTouchEnd={(e) => {
            const start = touchX.current;
            const end = e.changedTouches[0]?.clientX;
            touchX.current = null;
            if (start === null || end === undefined || Math.abs(end - start) < 40) return;
            step(end < start ? 1 : -1);
          }}
          className="fixed inset-0 z-50 flex items-center justify-center p-4 outline-none"
        >
          <DialogPrimitive.Title className="sr-only">
            Image {index === null ? '' : index + 1} of {count}, posted by {author}
          </DialogPrimitive.Title>
          <DialogPrimitive.Description className="sr-only">
            Use the arrow keys to move between images and Escape to close.
          </DialogPrimitive.Description>
          {index !== null && (
            <img
              src={images[index]}
              alt={`Attachment ${index + 1} of ${count}, posted by ${author}`}
              className="max-h-full max-w-full object-contain select-none"
              draggable={false}
            />
          )}
          {multiple && (
            <>
              <button
                type="button"
                onClick={() => step(-1)}
                aria-label="Previous image"
                className="absolute top-1/2 left-2 -translate-y-1/2 rounded-full bg-black/60 p-2 text-white hover:bg-black/80 focus-visible:outline-3 focus-visible:outline-white"
              >
                <ChevronLeft aria-hidden="true" className="size-6" />
              </button>
              <button
                type="button"
                onClick={() => step(1)}
                aria-label="Next image"
                className="absolute top-1/2 right-2 -translate-y-1/2 rounded-full bg-black/60 p-2 text-white hover:bg-black/80 focus-visible:outline-3 focus-visible:outline-white"
              >
                <ChevronRight aria-hidden="true" className="size-6" />
              </button>
              <p
                className="absolute bottom-4 left-1/2 -translate-x-1/2 rounded-full bg-black/60 px-3 py-1 text-sm text-white"
                aria-live="polite"
              >
                {index === null ? '' : `${index + 1} / ${count}`}
              </p>
            </>
          )}
          <DialogPrimitive.Close
            aria-label="Close image viewer"
            className="absolute top-3 right-3 rounded-full bg-black/60 p-2 text-white hover:bg-black/80 focus-visible:outline-3 focus-visible:outline-white"
          >
            <X aria-hidden="true" className="size-6" />
          </DialogPrimitive.Close>
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
