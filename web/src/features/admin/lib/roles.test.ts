import { describe, expect, it } from 'vitest';
import { allowedActions, canWrite, hasRole, isAdmin, ownSubmission } from './roles';

const editor = { Roles: ['editor'], Review: true };
const reviewer = { Roles: ['reviewer'], Review: true };
const admin = { Roles: ['admin'], Review: true };
const at = (State: string, Live = false) => ({ State, Live });

describe('roles', () => {
  it('an admin holds every role; a reviewer also writes', () => {
    expect(hasRole(admin, 'editor')).toBe(true);
    expect(hasRole(admin, 'reviewer')).toBe(true);
    expect(hasRole(editor, 'reviewer')).toBe(false);
    expect(canWrite(reviewer)).toBe(true);
    expect(canWrite({ Roles: [] })).toBe(false);
    expect(isAdmin(admin)).toBe(true);
    expect(isAdmin(reviewer)).toBe(false);
    expect(isAdmin({ Roles: null })).toBe(false);
  });
});

describe('workflow buttons with review on', () => {
  it('an editor submits drafts and withdrawn items, and never publishes', () => {
    expect(allowedActions(editor, at('draft'))).toEqual(['submit']);
    expect(allowedActions(editor, at('withdrawn'))).toEqual(['submit']);
    expect(allowedActions(editor, at('review'))).toEqual([]);
    expect(allowedActions(editor, at('published', true))).toEqual([]);
    expect(allowedActions(editor, at('draft', true))).toEqual(['submit']);
  });
  it('a reviewer publishes or returns what is in review and withdraws what is live or scheduled', () => {
    expect(allowedActions(reviewer, at('review'))).toEqual(['publish', 'return']);
    expect(allowedActions(reviewer, at('review', true))).toEqual(['publish', 'return', 'withdraw']);
    expect(allowedActions(reviewer, at('draft'))).toEqual(['submit']);
    expect(allowedActions(reviewer, at('scheduled'))).toEqual(['withdraw']);
    expect(allowedActions(reviewer, at('published', true))).toEqual(['withdraw']);
    expect(allowedActions(reviewer, at('withdrawn'))).toEqual(['submit']);
  });
  it('an admin sees what a reviewer sees', () => {
    expect(allowedActions(admin, at('review'))).toEqual(['publish', 'return']);
    expect(allowedActions(admin, at('published', true))).toEqual(['withdraw']);
  });
  it('a user without a role sees nothing', () => {
    expect(allowedActions({ Roles: [], Review: true }, at('review'))).toEqual([]);
  });
});

describe('workflow buttons with review off', () => {
  it('an editor publishes their draft directly', () => {
    const e = { ...editor, Review: false };
    expect(allowedActions(e, at('draft'))).toEqual(['submit', 'publish']);
    expect(allowedActions(e, at('review'))).toEqual(['publish']);
    expect(allowedActions(e, at('published', true))).toEqual([]);
    expect(allowedActions(e, at('scheduled'))).toEqual([]);
  });
  it('a reviewer still returns and withdraws', () => {
    const r = { ...reviewer, Review: false };
    expect(allowedActions(r, at('review'))).toEqual(['publish', 'return']);
    expect(allowedActions(r, at('scheduled'))).toEqual(['withdraw']);
  });
});

describe('a reviewer’s own submission', () => {
  const submitted = (Actor: string) => ({ State: 'review', History: [{ Type: 'content.drafted', Actor: 'u-r' }, { Type: 'content.submitted', Actor }] });
  const r = { UserId: 'u-r', Roles: ['reviewer'], Review: true };
  it('is told from the last submission in the history', () => {
    expect(ownSubmission(r, submitted('u-r'))).toBe(true);
    expect(ownSubmission(r, submitted('u-e'))).toBe(false);
    expect(ownSubmission(r, { ...submitted('u-r'), State: 'draft' })).toBe(false);
  });
  it('does not matter to an admin or with review off', () => {
    expect(ownSubmission({ ...r, Roles: ['admin'] }, submitted('u-r'))).toBe(false);
    expect(ownSubmission({ ...r, Review: false }, submitted('u-r'))).toBe(false);
  });
});
