import { cn } from './cn';

type Props = { size?: 'sm' | 'md' | 'lg'; label?: string; className?: string };

const sizes = { sm: 'size-4 border-2', md: 'size-8 border-3', lg: 'size-12 border-4' };

/** A spinning ring. With a label it is announced as a status; without one it is decorative. */
export function Spinner({ size = 'md', label, className }: Props) {
  const ring = (
    <span
      aria-hidden="true"
      className={cn(
        'inline-block animate-spin rounded-full border-current border-t-transparent',
        sizes[size],
        className,
      )}
    />
  );
  if (!label) return ring;
  return (
    <span role="status" className="inline-flex flex-col items-center gap-3 text-blue-700 dark:text-blue-300">
      {ring}
      <span className="sr-only">{label}</span>
    </span>
  );
}
