/**
 * `react/jsx-runtime` in the production build: Preact's, with React's DOM conventions (preact/compat)
 * and React 19's behaviour in place before any element is created.
 */
import 'preact/compat';
import './preact-react-parity';

export * from 'preact/jsx-runtime';
