import { describe, expect, it } from 'vitest';
import { createPopupSelection } from './popupSelection';

describe('pop-up selection', () => {
  it('start opens with no selection and loading Pending', () => {
    const popup = createPopupSelection<string>();
    popup.start();
    expect({ ...popup.state }).toEqual({ open: true, selection: null, loading: 'Pending' });
  });

  it('selecting a value sets Fulfilled and closes', () => {
    const popup = createPopupSelection<string>();
    popup.start();
    popup.select('Fastest');
    expect({ ...popup.state }).toEqual({ open: false, selection: 'Fastest', loading: 'Fulfilled' });
  });

  it('starting again resets the previous selection', () => {
    const popup = createPopupSelection<string>();
    popup.start();
    popup.select('Economy');
    popup.start();
    expect({ ...popup.state }).toEqual({ open: true, selection: null, loading: 'Pending' });
  });

  it('closing without a choice keeps it Pending', () => {
    const popup = createPopupSelection<string>();
    popup.start();
    popup.close();
    expect({ ...popup.state }).toEqual({ open: false, selection: null, loading: 'Pending' });
  });
});
