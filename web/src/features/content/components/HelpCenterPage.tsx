import { useNavigate, useSearchParams } from 'react-router';
import { Segment } from 'semantic-ui-react';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useLoad } from '@/lib/use-load';
import { getHelpCategoryList } from '../api/get-help-category-list';
import { helpPath, helpView, readHelpState } from '../lib/help-url';
import { ContentCrumbs } from './ContentCrumbs';
import { HelpAnswer } from './HelpAnswer';
import { HelpAnswerList } from './HelpAnswerList';
import { HelpCategoryNav } from './HelpCategoryNav';
import { HelpTopQuestions } from './HelpTopQuestions';
import { KeywordForm } from './KeywordForm';
import '../content.css';

/**
 * /helpcenter (帮助中心): a keyword search, the categories, and one view from the address: the
 * top questions, a category's answers (?category=), the answers matching a keyword (?keyword=),
 * or an answer (?id=), which so has its own address.
 */
export default function HelpCenterPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const state = readHelpState(params);
  const view = helpView(state);
  const categories = useLoad(getHelpCategoryList, 'help-categories');
  // An answer titles the tab with its question; the other views, on the same path, restore the page's own.
  useDocumentTitle(view === 'answer' ? null : '帮助中心');
  const turnPage = (page: number, size: number) => {
    navigate(helpPath({ category: state.category, keyword: state.keyword, page, size }));
    window.scrollTo?.(0, 0);
  };
  return (
    <div className="zy-container zy-content-page" data-testid="help-center-page">
      <ContentCrumbs steps={view === 'top' ? [] : [{ to: '/helpcenter', text: '帮助中心' }]} current={view === 'top' ? '帮助中心' : undefined} />
      <header className="zy-content-head zy-help-head">
        <h1>帮助中心</h1>
        <KeywordForm
          keyword={state.keyword}
          onSubmit={(keyword) => navigate(helpPath({ keyword }))}
          label="搜索帮助"
          placeholder="输入问题中的词，如：密码、志愿表"
          testId="help-search"
          required
        />
      </header>
      <div className="zy-help-body">
        <HelpCategoryNav categories={categories} active={view === 'top' ? '' : view === 'category' ? state.category : null} />
        <Segment className="zy-help-main">
          {view === 'answer' ? <HelpAnswer id={state.id} /> : null}
          {view === 'search' || view === 'category' ? <HelpAnswerList state={state} onPage={turnPage} /> : null}
          {view === 'top' ? <HelpTopQuestions /> : null}
        </Segment>
      </div>
    </div>
  );
}
