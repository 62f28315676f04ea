import { expect, test } from '@playwright/test';
import { DEMO, DEMO_PASSWORD } from '../support/accounts-api';
import { fieldByLabel } from '../support/accounts-forms';
import { en } from '../support/accounts-texts';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { chatEntries, listingsOf, openAs, sendChatMessage, threadCard } from '../support/messaging';

test('a seeker and a lister chat in real time: each side sees the other’s message without reload', async ({ browser }) => {
  const seeker = await openAs(browser, DEMO.seeker);
  const lister = await openAs(browser, DEMO.lister);
  try {
    const [listing] = await listingsOf(seeker.page, lister.session.user.id);
    const tag = Date.now().toString(36);
    const question = `Is a bottom bunk free next week? (${tag})`;
    const answer = `Yes, bed 2 is yours from Monday. (${tag})`;

    // The lister keeps the inbox open the whole time: it must update by itself.
    await lister.page.goto('/messages/');
    await expect(lister.page.getByRole('heading', { level: 1, name: en('messaging.inbox.title') })).toBeVisible();

    // The seeker starts from the listing page's "Send a message" (spec 2 §2).
    await seeker.page.goto(`/listing/${listing!.id}`);
    await seeker.page.getByRole('link', { name: en('listing.send_message') }).click();
    await expect(seeker.page).toHaveURL(new RegExp(`/chat/user/${lister.session.user.id}/listing/${listing!.id}$`));
    await expect(seeker.page.getByRole('heading', { level: 1, name: en('messaging.chat.title', { name: lister.name }) })).toBeVisible();
    await expect(seeker.page.getByRole('combobox', { name: en('messaging.form.listing'), exact: true })).toHaveValue(listing!.id);
    // A seeker talking to a lister gets no Invite button (spec 3 §2).
    await expect(seeker.page.getByRole('link', { name: en('messaging.form.invite') })).toHaveCount(0);
    await expectNoSeriousA11yViolations(seeker.page, 'new chat');

    // spec 3 §5: an empty message is refused with the spec's text, at the field.
    await seeker.page.getByRole('button', { name: en('messaging.form.send') }).click();
    const textarea = seeker.page.getByRole('textbox', { name: en('messaging.form.message'), exact: true });
    await expect(textarea).toHaveAttribute('aria-invalid', 'true');
    await expect(textarea).toHaveAccessibleDescription(en('validation.message_text_required'));
    await expect(textarea).toBeFocused();

    // The first message goes through the outbox; once delivered the page moves to /chat/{thread}.
    await sendChatMessage(seeker.page, question);
    await expect(seeker.page).toHaveURL(/\/chat\/[^/]+$/);
    await expect(seeker.page).not.toHaveURL(/\/chat\/user\//);
    const threadId = new URL(seeker.page.url()).pathname.split('/').pop()!;
    await expect(chatEntries(seeker.page, lister.name).filter({ hasText: question })).toHaveCount(1);

    // The lister's open inbox shows the new, unread thread without a reload.
    const card = threadCard(lister.page, seeker.name);
    await expect(card).toBeVisible();
    await expect(card).toContainText(question);
    await expect(card).toContainText(listing!.title);
    await expect(card.getByText(en('messaging.card.unread'))).toBeVisible();
    // The counterpart is a seeker and the viewer a lister: Invite is offered (spec 3 §2) and opens
    // My Crew's invite modal with the thread's listing (issue 10).
    await expect(card.getByRole('link', { name: en('messaging.card.invite') })).toHaveAttribute('href', new RegExp(`^/my-crew\\?invite=true&listing=${listing!.id}$`));
    await expect(lister.page.getByText(en('messaging.inbox.counts', { current: 1, total: 1 }))).toBeVisible();
    // The header badge follows the local database: one unread thread, without a reload.
    const messagesLink = lister.page.getByRole('navigation', { name: en('shell.nav.label') }).getByRole('link', { name: en('shell.nav.messages'), exact: false });
    await expect(messagesLink).toContainText(en('shell.nav.unread', { count: 1 }));
    await expectNoSeriousA11yViolations(lister.page, 'inbox');

    // Opening the thread reads it; both participants share the thread id.
    await card.getByRole('link', { name: en('messaging.card.open') }).click();
    await expect(lister.page).toHaveURL(new RegExp(`/chat/${threadId}$`));
    await expect(lister.page.getByRole('heading', { level: 1, name: en('messaging.chat.title', { name: seeker.name }) })).toBeVisible();
    await expect(chatEntries(lister.page, seeker.name).filter({ hasText: question })).toHaveCount(1);
    await expect(lister.page.getByRole('link', { name: en('messaging.form.invite') })).toHaveAttribute('href', /^\/my-crew\?invite=true/);
    // Opening it clears the badge at once (read locally, then replicated).
    await expect(messagesLink).not.toContainText(en('shell.nav.unread', { count: 1 }));
    await expectNoSeriousA11yViolations(lister.page, 'chat');

    // The reply shows up in the seeker's open chat without a reload.
    await sendChatMessage(lister.page, answer);
    await expect(chatEntries(seeker.page, lister.name).filter({ hasText: answer })).toHaveCount(1);
    await expect(chatEntries(seeker.page, lister.name).last()).toContainText(answer);
    await expect(chatEntries(seeker.page, lister.name).filter({ hasText: answer }).getByRole('link', { name: lister.name })).toHaveAttribute(
      'href',
      `/user/${lister.session.user.id}`,
    );

    // Back in the inbox the thread is read now.
    await lister.page.getByRole('link', { name: en('messaging.chat.back_inbox') }).click();
    await expect(threadCard(lister.page, seeker.name)).toBeVisible();
    await expect(threadCard(lister.page, seeker.name).getByText(en('messaging.card.unread'))).toHaveCount(0);
  } finally {
    await seeker.context.close();
    await lister.context.close();
  }
});

test('the inbox at 360 px: cards, search on Enter with clear, archive with confirmation', async ({ browser }) => {
  const lister = await openAs(browser, DEMO.lister);
  const seeker = await openAs(browser, DEMO.seeker);
  try {
    await lister.page.setViewportSize({ width: 360, height: 740 });
    // A conversation to work with (the first journey may or may not have run before this one).
    const [, second] = await listingsOf(seeker.page, lister.session.user.id);
    const listing = second ?? (await listingsOf(seeker.page, lister.session.user.id))[0]!;
    await seeker.page.goto(`/chat/user/${lister.session.user.id}/listing/${listing.id}`);
    await sendChatMessage(seeker.page, `Parking available? (${Date.now().toString(36)})`);
    await expect(seeker.page).toHaveURL(/\/chat\/[^/]+$/);

    await lister.page.goto('/messages/');
    const card = threadCard(lister.page, seeker.name);
    await expect(card).toBeVisible();
    const overflow = await lister.page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);

    const search = lister.page.getByRole('searchbox', { name: en('messaging.inbox.search_label') });
    await search.fill('no-such-conversation-xyz');
    await expect(card).toBeVisible();
    await search.press('Enter');
    await expect(lister.page.getByRole('heading', { name: en('messaging.inbox.no_results_title', { query: 'no-such-conversation-xyz' }) })).toBeVisible();
    await lister.page.getByRole('button', { name: en('messaging.inbox.search_clear') }).click();
    await expect(card).toBeVisible();
    await search.fill(seeker.name);
    await search.press('Enter');
    await expect(card).toBeVisible();

    await card.getByRole('button', { name: en('messaging.card.archive') }).click();
    const dialog = lister.page.getByRole('alertdialog');
    await expect(dialog).toContainText(en('messaging.archive.title'));
    await expectNoSeriousA11yViolations(lister.page, 'archive confirmation');
    await dialog.getByRole('button', { name: en('messaging.archive.confirm') }).click();
    await expect(card).toHaveCount(0);
    await lister.page.getByRole('tab', { name: en('messaging.inbox.tab_archived') }).click();
    await expect(threadCard(lister.page, seeker.name)).toBeVisible();
    // An archived thread cannot be archived again (spec 3 §4).
    await expect(threadCard(lister.page, seeker.name).getByRole('button', { name: en('messaging.card.archive') })).toHaveCount(0);
    await expectNoSeriousA11yViolations(lister.page, 'archived tab at 360 px');
  } finally {
    await seeker.context.close();
    await lister.context.close();
  }
});

test('visitors are sent to login and come back to the inbox', async ({ page }) => {
  await page.goto('/messages/');
  await expect(page).toHaveURL(/\/login\?ref_url=%2Fmessages/);
  await fieldByLabel(page, en('auth.login.email')).fill(DEMO.seeker);
  await fieldByLabel(page, en('auth.login.password')).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: en('auth.login.submit') }).click();
  await expect(page).toHaveURL(/\/messages\/?$/);
  await expect(page.getByRole('heading', { level: 1, name: en('messaging.inbox.title') })).toBeVisible();
  await expect(page.getByRole('searchbox', { name: en('messaging.inbox.search_label') })).toHaveAttribute('placeholder', en('messaging.inbox.search_placeholder'));
  await expect(page.getByRole('tab', { name: en('messaging.inbox.tab_active') })).toHaveAttribute('aria-selected', 'true');
});
