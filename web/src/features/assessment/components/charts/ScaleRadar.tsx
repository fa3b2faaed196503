import { useMemo } from 'react';
import { Radar } from 'react-chartjs-2';
import './chart-setup';
import { chartSummary, radarData, radarOptions } from '../../lib/chart-data';
import type { ScaleScore } from '../../types';

/** A result's scales (Holland's six, the Big Five) on a radar; the canvas is described for screen readers. */
export function ScaleRadar({ scales }: { scales: ScaleScore[] }) {
  const data = useMemo(() => radarData(scales), [scales]);
  const options = useMemo(() => radarOptions(scales), [scales]);
  const label = chartSummary('各维度得分', scales.map((s) => [s.Name, s.Score]));
  return (
    <div className="zy-test-radar" data-testid="test-result-chart">
      <Radar data={data} options={options} role="img" aria-label={label} />
    </div>
  );
}
