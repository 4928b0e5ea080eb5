import { errorMessages } from '@storefront/contract/error-messages';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { STAFF_CALL_FAILED } from '../app/staff-errors';
import { QueryState } from './query-state';

afterEach(cleanup);

describe('QueryState', () => {
  it('says «Загрузка…» while the data is not here, busy for assistive technology', () => {
    render(<QueryState isError={false} error={undefined} refetch={() => {}} loaded={false} />);
    expect(screen.getByText('Загрузка…').getAttribute('aria-busy')).toBe('true');
  });

  it('says nothing once the data is here', () => {
    const { container } = render(
      <QueryState isError={false} error={undefined} refetch={() => {}} loaded />,
    );
    expect(container.textContent).toBe('');
  });

  it('tells a failed read as an alert and reads again on «Повторить»', async () => {
    const refetch = vi.fn();
    // A network failure (no errType, no message): the staff fallback text.
    render(
      <QueryState
        isError
        error={{ status: 'FETCH_ERROR', error: 'TypeError' }}
        refetch={refetch}
        loaded
        card
      />,
    );
    expect(screen.getByRole('alert').textContent).toBe(STAFF_CALL_FAILED);
    await userEvent.click(screen.getByRole('button', { name: 'Повторить' }));
    expect(refetch).toHaveBeenCalledTimes(1);
  });

  it("gives the server's vocabulary text for a refused read", () => {
    render(
      <QueryState
        isError
        error={{ status: 429, data: { errType: 'tooManyRequests' } }}
        refetch={() => {}}
        loaded={false}
      />,
    );
    // Failing wins over loading: no «Загрузка…» beside the reason.
    expect(screen.queryByText('Загрузка…')).toBeNull();
    expect(screen.getByRole('alert').textContent).toBe(errorMessages.tooManyRequests);
  });
});
