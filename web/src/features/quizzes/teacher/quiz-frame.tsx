/** The frame of a teacher's quiz pages, in the faculty area or the admin's (the same pages serve both). */
import { paths } from '../../../app/paths';
import { AreaPage, type AreaPageProps } from '../../../components/area-page';

export type QuizArea = 'faculty' | 'admin';

export function QuizFrame({ area, ...props }: AreaPageProps & { area: QuizArea }) {
  return <AreaPage area={area === 'admin' ? 'area.admin' : 'area.faculty'} {...props} />;
}

/** The course's home page in the area, where its quizzes are reached from. */
export const courseHome = (area: QuizArea, courseId: string) =>
  area === 'admin' ? paths.admin.course(courseId) : paths.faculty.course(courseId);
