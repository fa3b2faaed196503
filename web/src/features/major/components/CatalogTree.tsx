import { Link, useLocation } from 'react-router';
import { Menu } from 'semantic-ui-react';
import { majorPaths } from '../lib/paths';
import { isSyntheticClass, SYNTHETIC_CLASS_NOTE } from '../lib/tree';
import type { TreeNode } from '../types';

/**
 * The catalogue as three columns: 门类 (or 专业大类), the 专业类 of the chosen one, the 专业 of the chosen
 * 专业类. The choice lives in the URL (cat, cls); unknown or absent codes fall back to the first.
 */
export function CatalogTree({ roots, cat, cls, onPick, group = '学科门类' }: {
  roots: TreeNode[];
  cat: string;
  cls: string;
  onPick: (cat: string, cls: string) => void;
  /** The name of the first level: 学科门类, or 专业大类 in the vocational catalogue. */
  group?: string;
}) {
  const paths = majorPaths(useLocation().pathname);
  const category = roots.find((n) => n.ID === cat) ?? roots[0];
  const classes = category?.SubList ?? [];
  const klass = classes.find((n) => n.ID === cls) ?? classes[0];
  const majors = klass?.SubList ?? [];
  return (
    <div className="zy-major-tree" data-testid="major-tree">
      <div className="zy-major-col">
        <div className="zy-major-col-head">
          {group}（{roots.length}）
        </div>
        <Menu vertical fluid secondary pointing>
          {roots.map((n) => (
            <Menu.Item as="button" type="button" key={n.ID} active={n.ID === category?.ID} onClick={() => onPick(n.ID, '')} data-testid={`tree-category-${n.ID}`}>
              {n.Name}
              <span className="zy-muted zy-small"> {n.ID}</span>
            </Menu.Item>
          ))}
        </Menu>
      </div>
      <div className="zy-major-col">
        <div className="zy-major-col-head">
          专业类（{classes.length}）
          {category ? (
            <Link to={paths.list(category.ID)} data-testid="tree-category-all">
              {category.Name}全部专业
            </Link>
          ) : null}
        </div>
        <Menu vertical fluid secondary pointing>
          {classes.map((n) => (
            <Menu.Item as="button" type="button" key={n.ID} active={n.ID === klass?.ID} onClick={() => onPick(category.ID, n.ID)} data-testid={`tree-class-${n.ID}`}>
              {n.Name}
              <span className="zy-muted zy-small"> {n.ID}</span>
            </Menu.Item>
          ))}
        </Menu>
      </div>
      <div className="zy-major-col zy-major-col-wide">
        <div className="zy-major-col-head">
          专业（{majors.length}）
          {klass ? (
            <Link to={paths.list(klass.ID)} data-testid="tree-class-all">
              {klass.Name}专业列表
            </Link>
          ) : null}
        </div>
        {klass && isSyntheticClass(klass.ID) ? (
          <p className="zy-muted zy-small" data-testid="tree-synthetic-note">
            {SYNTHETIC_CLASS_NOTE}
          </p>
        ) : null}
        <ul className="zy-major-leaves" data-testid="tree-majors">
          {majors.map((n) => (
            <li key={n.ID}>
              <Link to={paths.detail(n.ID)} data-testid={`tree-major-${n.ID}`}>
                {n.Name}
              </Link>
              <span className="zy-muted zy-small"> {n.ID}</span>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
