import { css } from 'styled-components';

/** Text kept to one line and cut with an ellipsis; callers keep the full text in a title. */
export const singleLine = css`
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;
