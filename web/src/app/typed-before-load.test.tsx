import { act, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import { keepTypedInput } from './typed-before-load';

/** The app's own copy of a form: controlled, as the portal's forms are. */
function AppForm() {
  const [email, setEmail] = useState('');
  const [program, setProgram] = useState('');
  return (
    <form>
      <output>{JSON.stringify({ email, program })}</output>
      <input id="email" value={email} onChange={(event) => setEmail(event.target.value)} />
      <input id="password" type="password" defaultValue="" />
      <select id="program" value={program} onChange={(event) => setProgram(event.target.value)}>
        <option value="">Choose</option>
        <option value="bs-it">BS IT</option>
      </select>
    </form>
  );
}

const serverCopy = `<form>
  <input id="email" value="">
  <input id="password" type="password" value="">
  <select id="program"><option value="">Choose</option><option value="bs-it">BS IT</option></select>
</form>`;

let container: HTMLElement;
const formState = () => JSON.parse(container.querySelector('output')!.textContent!) as unknown;
afterEach(() => container.remove());

describe("what a reader typed into the server's copy of a form", () => {
  it('is in the app’s form once it has loaded, and the field being typed in keeps the focus', async () => {
    container = document.createElement('div');
    container.innerHTML = serverCopy;
    document.body.append(container);
    const email = container.querySelector<HTMLInputElement>('#email')!;
    email.focus();
    email.value = 'amna@student.college.test';
    container.querySelector<HTMLSelectElement>('#program')!.value = 'bs-it';

    keepTypedInput(container);
    await act(async () => createRoot(container).render(<AppForm />));
    await act(async () => new Promise((resolve) => setTimeout(resolve, 0)));

    expect(formState()).toEqual({ email: 'amna@student.college.test', program: 'bs-it' });
    expect(document.activeElement).toBe(container.querySelector('#email'));
    expect(container.querySelector<HTMLInputElement>('#password')!.value).toBe('');
  });

  it('leaves untouched fields as the app renders them', async () => {
    container = document.createElement('div');
    container.innerHTML = serverCopy;
    document.body.append(container);
    keepTypedInput(container);
    await act(async () => createRoot(container).render(<AppForm />));
    await act(async () => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(formState()).toEqual({ email: '', program: '' });
  });
});
