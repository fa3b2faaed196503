// Choosing an option as a person does: an item reached by answering the one before takes its
// answer once its options are active (QuestionStep's SETTLE_MS).
import { fireEvent, screen, waitFor } from '@testing-library/react';

/** Clicks the i-th option of the item on screen once the options take a choice. */
export async function chooseOption(i: number) {
  await waitFor(() => expect(screen.getAllByTestId('test-option')[i].hasAttribute('disabled')).toBe(false));
  fireEvent.click(screen.getAllByTestId('test-option')[i]);
}
