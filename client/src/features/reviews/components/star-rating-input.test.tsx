import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { StarRatingInput } from './star-rating-input';

function Harness({ initial = null }: { initial?: number | null }) {
  const [value, setValue] = useState<number | null>(initial);
  return (
    <>
      <StarRatingInput value={value} onChange={setValue} />
      <output data-testid="value">{String(value)}</output>
    </>
  );
}

afterEach(cleanup);

describe('StarRatingInput', () => {
  it('is one radio group of nine half-star choices, none picked at first', () => {
    render(<Harness />);
    const radios = screen.getAllByRole('radio') as HTMLInputElement[];
    expect(radios.map((r) => Number(r.value))).toEqual([1, 1.5, 2, 2.5, 3, 3.5, 4, 4.5, 5]);
    expect(new Set(radios.map((r) => r.name)).size).toBe(1);
    expect(radios.some((r) => r.checked)).toBe(false);
    expect(screen.getByRole('group')).toBeTruthy();
  });

  it('picks a half star by its label and reflects the value', () => {
    render(<Harness />);
    const radios = screen.getAllByRole('radio') as HTMLInputElement[];
    fireEvent.click(radios[5]!);
    expect(screen.getByTestId('value').textContent).toBe('3.5');
    expect(radios[5]!.checked).toBe(true);
    fireEvent.click(radios[8]!);
    expect(screen.getByTestId('value').textContent).toBe('5');
  });

  it('announces an error for a missing rating', () => {
    render(<StarRatingInput value={null} onChange={() => {}} error="You must select a star rating." />);
    expect(screen.getByRole('alert').textContent).toBe('You must select a star rating.');
    expect(screen.getByRole('group').getAttribute('aria-invalid')).toBe('true');
  });
});
