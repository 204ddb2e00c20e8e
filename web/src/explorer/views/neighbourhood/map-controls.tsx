/** The map's layout (by time, by similarity) and the time layout's height, kept in the URL. */
import { writeParams } from '../../url-state';
import { LayoutId, LAYOUTS, TIME_AXES, TimeAxisId } from './neighbourhood-query';

export function MapControls({ layout, axis }: { layout: LayoutId; axis: TimeAxisId }) {
  return (
    <div className="map-controls">
      <fieldset className="choices">
        <legend>Layout</legend>
        {LAYOUTS.map((option) => (
          <label key={option.id}>
            <input type="radio" name="map-layout" value={option.id} checked={layout === option.id} onChange={() => writeParams({ layout: option.id }, 'replace')} /> {option.label}
          </label>
        ))}
      </fieldset>
      {layout === 'time' && (
        <label>
          Height{' '}
          <select value={axis} onChange={(event) => writeParams({ y: event.target.value }, 'replace')}>
            {TIME_AXES.map((option) => (
              <option key={option.id} value={option.id}>
                {option.label}
              </option>
            ))}
          </select>
        </label>
      )}
    </div>
  );
}
