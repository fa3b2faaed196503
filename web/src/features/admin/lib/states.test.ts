import { describe, expect, it } from 'vitest';
import { eventName, actorName } from './events';
import { kindName } from './kinds';
import { liveNote, stateColor, stateName, STATES } from './states';

describe('content states', () => {
  it('names every state in Chinese', () => {
    expect(STATES.map(stateName)).toEqual(['草稿', '待审核', '已排期', '已发布', '已下线']);
    expect(stateName('archived')).toBe('archived');
    expect(stateName(undefined)).toBe('');
  });
  it('notes a live item whose later revision is a draft or in review', () => {
    expect(liveNote({ State: 'draft', Live: true })).toBe('线上有已发布版本');
    expect(liveNote({ State: 'review', Live: true })).toBe('线上有已发布版本');
    expect(liveNote({ State: 'published', Live: true })).toBeNull();
    expect(liveNote({ State: 'scheduled', Live: true })).toBeNull();
    expect(liveNote({ State: 'draft', Live: false })).toBeNull();
  });
  it('colours the states', () => {
    expect(stateColor('published')).toBe('green');
    expect(stateColor('review')).toBe('orange');
    expect(stateColor('withdrawn')).toBe('red');
    expect(stateColor('draft')).toBe('grey');
  });
  it('names kinds and history events', () => {
    expect(['news', 'notice', 'help', 'page'].map(kindName)).toEqual(['资讯', '公告', '帮助', '页面']);
    expect(
      ['content.drafted', 'content.submitted', 'content.returned', 'content.scheduled', 'content.published', 'content.withdrawn'].map(eventName),
    ).toEqual(['保存', '提交审核', '退回', '排期', '发布', '下线']);
    expect(eventName('content.viewed')).toBe('content.viewed');
  });
  it('names the actor: me, the system, or a short user id', () => {
    expect(actorName('u-1', 'u-1')).toBe('我');
    expect(actorName('system:content-import', 'u-1')).toBe('系统');
    expect(actorName('6f67ceab-d5a3-4558', 'u-1')).toBe('用户 6f67ceab');
    expect(actorName('', 'u-1')).toBe('—');
    // A colleague by the name and masked phone the answer gives.
    expect(actorName('6f67ceab-d5a3-4558', 'u-1', { nick: '王编辑', phone: '138****0001' })).toBe('王编辑 138****0001');
    expect(actorName('6f67ceab-d5a3-4558', 'u-1', { nick: '', phone: '138****0001' })).toBe('138****0001');
  });
});
