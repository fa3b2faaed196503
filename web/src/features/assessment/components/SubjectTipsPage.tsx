import { Link } from 'react-router';
import { Button, Header, Segment } from 'semantic-ui-react';
import '../assessment.css';

/** /exam-test-tips (选科测评说明): what the 选科测评 asks, how the combinations are scored, what it cannot tell. */
export default function SubjectTipsPage() {
  return (
    <div className="zy-container zy-test-page zy-test-tips" data-testid="exam-tips-page">
      <Header as="h1" size="medium">
        选科测评说明
      </Header>
      <Segment>
        <h2>测什么</h2>
        <p>
          30 道题，每门选考科目（物理、化学、生物、政治、历史、地理）各 5 道：3 道问你这门课的成绩和能力，2 道问你对它的兴趣。每题从“完全不符合”到“完全符合”中选一项。浙江考生另答 5 道技术（信息技术、通用技术）题，也是 3 道成绩和能力、2 道兴趣；其他省份不考技术，不问这 5 道。
        </p>

        <h2>每种组合怎么打分</h2>
        <p>结果列出你所在省份当年高考的全部选科组合（3+1+2 的省份 12 种，3+3 的省份 20 种，浙江 35 种），每种组合的综合得分由三部分加权而成：</p>
        <ul data-testid="exam-tips-weights">
          <li>
            <b>自评，占 50%</b>：你在这三门科目上的成绩、能力和兴趣（能力占六成、兴趣占四成）。
          </li>
          <li>
            <b>感兴趣专业可报比例，占 30%</b>：在你选的专业类中，该组合能报的招生计划所占的比例；没有选专业类时，按全部专业计算。
          </li>
          <li>
            <b>全部专业可报比例，占 20%</b>：在全省全部招生计划中，该组合能报的比例。
          </li>
        </ul>
        <p>
          可报比例来自本省最新一年招生计划写明的选科要求：“不限”的计划所有组合都能报，“物理/化学”只要选了其中一门即可，“物理+化学”两门都要选；3+1+2 的省份，物理组合只能报物理类的计划，历史组合只能报历史类的计划。没有写明选科要求的计划不计入。
        </p>

        <h2>怎么看结果</h2>
        <ul>
          <li>排名靠前的组合，是你的自评和能报的专业都比较占优的组合，值得认真考虑；排名不是录取概率，也不是唯一的答案。</li>
          <li>请结合学校能开设的组合、任课老师的意见和本省最新的选科政策再做决定。</li>
          <li>各组合能报多少专业，可以先在<Link to="/choose-subject">新高考选科</Link>页面查看，不用登录。</li>
          <li>提交测评需要登录；结果只有你自己能看到，可在<Link to="/test-list">我的测评</Link>中找到。同一测评一天内最多提交 10 次。</li>
        </ul>
        <div className="zy-test-actions">
          <Button as={Link} to="/exam-test" primary content="开始选科测评" data-testid="exam-tips-start" />
          <Link to="/test-tips">全部测评说明</Link>
        </div>
      </Segment>
    </div>
  );
}
