/**
 * /faculty/courses/:id: the class's home for its teacher (issue 25). A short list of sections, each its own
 * component: the course, its materials, its class announcements, and its other pages.
 */
import { Link, useParams } from 'react-router';
import { paths } from '../../app/paths';
import { buttonClass } from '../../components/ui/button';
import { useT } from '../../lib/i18n';
import { useFacultyCourses } from './api/get-courses';
import { ManageClassAnnouncementsSection } from '../course-home/manage-class-announcements-section';
import { ManageMaterialsSection } from '../materials/manage-materials-section';
import { CourseHeaderSection } from './components/course-header-section';
import { CoursePagesSection } from './components/course-pages-section';
import { CoursesNotLoaded } from './components/courses-not-loaded';
import { FacultyPage } from './components/faculty-page';

export default function FacultyCoursePage() {
  const t = useT();
  const { id = '' } = useParams();
  const courses = useFacultyCourses();
  const back = (
    <Link to={paths.faculty.courses} className={buttonClass('secondary')}>
      {t('faculty.course.back')}
    </Link>
  );
  if (!courses.data) return <CoursesNotLoaded title={t('faculty.course.title')} courses={courses} />;
  const course = courses.data.find((c) => c._id === id);
  if (!course) {
    return (
      <FacultyPage title={t('faculty.course.title')} actions={back}>
        <p role="alert">{t('faculty.course.notYours')}</p>
      </FacultyPage>
    );
  }
  return (
    <FacultyPage
      title={course.name}
      titleWritten
      subtitle={<bdi dir="ltr">{course.code}</bdi>}
      actions={back}
    >
      <CourseHeaderSection course={course} />
      <ManageMaterialsSection courseId={course._id} />
      <ManageClassAnnouncementsSection courseId={course._id} />
      <CoursePagesSection courseId={course._id} />
    </FacultyPage>
  );
}
