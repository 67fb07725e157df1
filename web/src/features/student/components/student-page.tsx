import { AreaPage, type AreaPageProps } from '../../../components/area-page';

/** The frame of every student page. */
export function StudentPage(props: AreaPageProps) {
  return <AreaPage area="area.student" {...props} />;
}
