import { useLocation } from 'react-router';
import { areaOf } from '../../app/area-sections';
import { paths } from '../../app/paths';

/** The announcement pages serve students and faculty alike; the page's path says whose area it is in. */
export function useAnnouncementArea() {
  const area = areaOf(useLocation().pathname) === 'faculty' ? 'faculty' : 'student';
  return {
    heading: area === 'faculty' ? ('area.faculty' as const) : ('area.student' as const),
    home: paths[area].root,
    list: paths[area].announcements,
    one: paths[area].announcement,
  };
}
