import { gradeColour } from '@contract/rules/grades';
import { cn } from './ui/cn';
import { badgeClass, badgeTone } from './tones';

/** A letter grade in its colour (spec part 2 §9: A green, B blue, C yellow, D orange, otherwise red). */
export function GradeBadge({ letter }: { letter: string }) {
  const colour = gradeColour(letter);
  return (
    // A letter with a sign reads "A-" in Urdu pages too, not "-A".
    <span data-colour={colour} dir="ltr" className={cn(badgeClass, badgeTone[colour])}>
      {letter}
    </span>
  );
}
