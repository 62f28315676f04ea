import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// The chunk itself (header, banners) is not what these tests are about: a stand-in takes its place.
vi.mock('./member-chrome', () => ({ MemberHeader: () => null, SwitchedBanner: () => null, SyncStatusBanner: () => null }));

// The loader keeps what it loaded for the page's life: every test gets a fresh page.
let loader: typeof import('./member-chrome-loader');
beforeEach(async () => {
  vi.resetModules();
  loader = await import('./member-chrome-loader');
});
afterEach(cleanup);

describe('member chrome loader', () => {
  it('loads nothing for a visitor', async () => {
    const hook = renderHook(() => loader.useMemberChrome(false));
    await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
    expect(hook.result.current).toBeNull();
    // Nothing was loaded meanwhile: a member's first render (below) still waits for it.
    const seen: unknown[] = [];
    renderHook(() => seen.push(loader.useMemberChrome(true)));
    expect(seen[0]).toBeNull();
  });

  it('loads the chunk once a user is logged in, and hands it over when it arrives', async () => {
    const hook = renderHook(({ member }) => loader.useMemberChrome(member), { initialProps: { member: false } });
    hook.rerender({ member: true });
    await vi.waitFor(() => expect(hook.result.current?.MemberHeader).toBeTypeOf('function'));
    // A logout hides it again without another load.
    hook.rerender({ member: false });
    expect(hook.result.current).toBeNull();
    hook.rerender({ member: true });
    expect(hook.result.current?.MemberHeader).toBeTypeOf('function');
  });

  it('a start that awaited the load renders the member chrome in its first render (no header without menu first)', async () => {
    await loader.loadMemberChrome();
    const seen: unknown[] = [];
    renderHook(() => seen.push(loader.useMemberChrome(true)));
    expect(seen[0]).not.toBeNull();
  });

  it('several callers share one load', () => {
    expect(loader.loadMemberChrome()).toBe(loader.loadMemberChrome());
  });
});
