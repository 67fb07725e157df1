import { AreaPage, type AreaPageProps } from '../../../components/area-page';

/** The frame of every faculty page. */
export function FacultyPage(props: AreaPageProps) {
  return <AreaPage area="area.faculty" {...props} />;
}
