import { Select } from '../../../components/ui/input';
import type { FacultyCourse } from '../api/get-courses';

export const courseLabel = (course: { code: string; name: string }) => `${course.code} - ${course.name}`;

/** A select of the teacher's courses, by code and name. */
export function CourseSelect({
  id,
  courses,
  value,
  onChange,
  placeholder,
  error,
}: {
  id: string;
  courses: readonly FacultyCourse[];
  value: string;
  onChange: (courseId: string) => void;
  placeholder: string;
  error?: string;
}) {
  return (
    <Select
      id={id}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      options={courses.map((c) => ({ value: c._id, label: courseLabel(c) }))}
      placeholder={placeholder}
      error={error}
    />
  );
}
