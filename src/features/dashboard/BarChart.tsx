/**
 * A bar chart (Chart.js, drawn on a canvas) with its text alternative: the same figures as a
 * table under it, for screen readers and anyone who prefers numbers. Chart.js is loaded with the
 * dashboard only (its screen is a chunk of its own), registered with just the parts bars need,
 * and updated in place without animation when the figures change (a new scan).
 */
import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { BarController, BarElement, CategoryScale, Chart, Legend, LinearScale, Tooltip, type ChartConfiguration } from 'chart.js';

Chart.register(BarController, BarElement, CategoryScale, LinearScale, Legend, Tooltip);

export interface Series {
  label: string;
  data: number[];
  /** One colour, or one per bar. */
  color: string | string[];
}

export interface BarChartProps {
  /** What the chart shows, read out as the canvas's name and the table's caption. */
  title: string;
  /** The heading of the table's first column: what the bars stand for ('Hour', 'Stage'). */
  categoryLabel: string;
  labels: string[];
  series: Series[];
  /** Bars across (categories down the side): for long names. */
  horizontal?: boolean;
  stacked?: boolean;
  height?: number;
}

export function BarChart({ title, categoryLabel, labels, series, horizontal = false, stacked = false, height = 240 }: BarChartProps) {
  const { t } = useTranslation('dashboard');
  const canvas = useRef<HTMLCanvasElement>(null);
  const chart = useRef<Chart<'bar'> | null>(null);
  const tableId = useId();

  useEffect(() => {
    if (!canvas.current) return;
    const ink = '#4b5563';
    const config: ChartConfiguration<'bar'> = {
      type: 'bar',
      data: { labels: [], datasets: [] },
      options: {
        indexAxis: horizontal ? 'y' : 'x',
        responsive: true,
        maintainAspectRatio: false,
        animation: false,
        plugins: {
          legend: { display: series.length > 1, position: 'bottom', labels: { color: ink, boxWidth: 12 } },
          tooltip: { enabled: true },
        },
        scales: {
          x: { stacked, ticks: { color: ink, precision: 0 }, grid: { display: !horizontal ? false : true, color: '#e2e6ea' } },
          y: { stacked, ticks: { color: ink, precision: 0 }, grid: { display: horizontal ? false : true, color: '#e2e6ea' }, beginAtZero: true },
        },
      },
    };
    chart.current = new Chart(canvas.current, config);
    return () => {
      chart.current?.destroy();
      chart.current = null;
    };
    // The chart is made once per layout; the figures are updated below.
  }, [horizontal, stacked, series.length]);

  useEffect(() => {
    const c = chart.current;
    if (!c) return;
    c.data.labels = labels;
    c.data.datasets = series.map((s) => ({ label: s.label, data: s.data, backgroundColor: s.color, borderRadius: 4, maxBarThickness: 40 }));
    c.update('none');
  }, [labels, series]);

  return (
    <figure className="chart">
      <div className="chart-canvas" style={{ height }}>
        <canvas ref={canvas} role="img" aria-label={title} aria-describedby={tableId} />
      </div>
      <details className="chart-table">
        <summary>{t('showTable')}</summary>
        <table className="data-table" id={tableId}>
          <caption className="visually-hidden">{title}</caption>
          <thead>
            <tr>
              <th scope="col">{categoryLabel}</th>
              {series.map((s) => (
                <th key={s.label} scope="col" className="numeric">
                  {s.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {labels.map((label, i) => (
              <tr key={label}>
                <th scope="row">{label}</th>
                {series.map((s) => (
                  <td key={s.label} className="numeric">
                    {s.data[i] ?? 0}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}
