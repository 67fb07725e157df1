import { Eye, EyeOff } from 'lucide-react';
import { useState, type InputHTMLAttributes } from 'react';
import { Input } from '../../../components/ui/input';
import { useT } from '../../../lib/i18n';

type Props = Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> & {
  id: string;
  error?: string;
  hint?: string;
};

/** A password input with a show/hide toggle ('Show password' / 'Hide password'). */
export function PasswordInput({ id, error, hint, ...rest }: Props) {
  const t = useT();
  const [visible, setVisible] = useState(false);
  return (
    <div className="relative">
      <Input
        id={id}
        error={error}
        hint={hint}
        type={visible ? 'text' : 'password'}
        className="pe-12"
        {...rest}
      />
      <button
        type="button"
        className="absolute inset-y-0 inset-e-0 flex w-11 items-center justify-center rounded-e-lg text-slate-600 hover:text-slate-900 dark:text-slate-300 dark:hover:text-white"
        aria-label={visible ? t('auth.hidePassword') : t('auth.showPassword')}
        aria-controls={id}
        onClick={() => setVisible((v) => !v)}
      >
        {visible ? (
          <EyeOff aria-hidden="true" className="size-5" />
        ) : (
          <Eye aria-hidden="true" className="size-5" />
        )}
      </button>
    </div>
  );
}
