import { describe, expect, it } from 'vitest';
import { staffMember } from '../../test/admin-test-utils';
import { initialStaffSessionState } from './staff-session-slice';
import { loadStaffSession, storeStaffSession } from './staff-session-storage';

const session = {
  token: 't1',
  staff: staffMember('orders'),
  expiresAt: '2026-11-25T17:00:00.000Z',
  ended: false,
};

describe('the stored staff session', () => {
  it("lives in the tab's session storage until it ends, and is forgotten once signed out", () => {
    storeStaffSession(session);
    expect(localStorage.length).toBe(0);
    expect(loadStaffSession(new Date('2026-11-25T16:59:00.000Z'))).toEqual(session);
    expect(loadStaffSession(new Date('2026-11-25T17:00:00.000Z'))).toEqual(initialStaffSessionState);
    storeStaffSession(initialStaffSessionState);
    expect(sessionStorage.getItem('bookshop.staff-session')).toBeNull();
  });

  it('reads nothing from what is not a session', () => {
    sessionStorage.setItem('bookshop.staff-session', '{not json');
    expect(loadStaffSession()).toEqual(initialStaffSessionState);
    sessionStorage.setItem('bookshop.staff-session', '{"token":"t"}');
    expect(loadStaffSession()).toEqual(initialStaffSessionState);
  });
});
