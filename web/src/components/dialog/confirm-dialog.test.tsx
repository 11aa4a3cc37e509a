import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { render } from '@/test/render';
import { ConfirmDialog } from './confirm-dialog';

const dialog = (props: Partial<Parameters<typeof ConfirmDialog>[0]> = {}) => (
  <ConfirmDialog
    opened
    title="Remove teammate"
    cancelLabel="Cancel"
    confirmLabel="Remove"
    onClose={() => {}}
    onConfirm={() => {}}
    {...props}
  >
    <p>Bo Chen loses access at once.</p>
  </ConfirmDialog>
);

describe('ConfirmDialog', () => {
  it('is a dialog named by its title, with the harmless Cancel focused and no close icon', async () => {
    render(dialog());
    const box = await screen.findByRole('dialog', { name: 'Remove teammate' });
    expect(box).toHaveTextContent('Bo Chen loses access at once.');
    await waitFor(() => expect(within(box).getByRole('button', { name: 'Cancel' })).toHaveFocus());
    expect(
      within(box)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Cancel', 'Remove']);
  });

  it('confirms in red, unless the action destroys nothing', async () => {
    const { unmount } = render(dialog());
    const danger = await screen.findByRole('button', { name: 'Remove' });
    expect(danger.getAttribute('style')).toContain('--mantine-color-red');
    unmount();
    render(dialog({ tone: 'neutral', confirmLabel: 'Send feedback' }));
    const neutral = await screen.findByRole('button', { name: 'Send feedback' });
    expect(neutral.getAttribute('style') ?? '').not.toContain('red');
  });

  it('Cancel and Escape close it; the confirm button confirms', async () => {
    const onClose = vi.fn();
    const onConfirm = vi.fn();
    const user = userEvent.setup();
    render(dialog({ onClose, onConfirm }));
    const box = await screen.findByRole('dialog');
    await user.click(within(box).getByRole('button', { name: 'Cancel' }));
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(2);
    await user.click(within(box).getByRole('button', { name: 'Remove' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });

  it('stays open while busy and shows the failure inside', async () => {
    const onClose = vi.fn();
    const user = userEvent.setup();
    render(dialog({ onClose, busy: true, error: 'Failed to remove. Please try again.' }));
    const box = await screen.findByRole('dialog');
    expect(within(box).getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await user.keyboard('{Escape}');
    expect(onClose).not.toHaveBeenCalled();
    expect(within(box).getByRole('alert')).toHaveTextContent('Failed to remove. Please try again.');
  });
});
