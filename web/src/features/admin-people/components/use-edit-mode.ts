import { useLocation, useSearchParams } from 'react-router';

/**
 * Whether the detail page shows its edit form, kept in the URL (`?edit=1`) so the list's Edit opens it; with
 * `param`, another form kept the same way (a list's Add form: `?add=1`).
 */
export function useEditMode(param = 'edit'): [boolean, (editing: boolean) => void] {
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const editing = params.get(param) === '1';
  const setEditing = (next: boolean) =>
    setParams(
      (current) => {
        const result = new URLSearchParams(current);
        if (next) result.set(param, '1');
        else result.delete(param);
        return result;
      },
      // Keep the state the list handed over (its filters, for the Back link).
      { replace: true, preventScrollReset: true, state: location.state },
    );
  return [editing, setEditing];
}
