/** The picker's hint from the spec: format, size and recommended dimensions. */
export function ImageHint() {
  return (
    <ul className="space-y-0.5 text-xs text-slate-500">
      <li>
        <span className="font-medium text-slate-600">Format:</span> JPG, JPEG or PNG
      </li>
      <li>
        <span className="font-medium text-slate-600">Size:</span> 3 MB
      </li>
      <li>
        <span className="font-medium text-slate-600">Dimensions:</span> 1000 x 1500 px
      </li>
    </ul>
  );
}
