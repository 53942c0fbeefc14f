/**
 * The React 19 behaviour that the app and its libraries lean on and Preact 10 lacks, made to hold
 * in the production build (docs/decisions/006). Installed by the JSX runtime, before any element
 * is created.
 */
import { options, type Ref, type VNode } from 'preact';

const isClass = (type: unknown): boolean =>
  typeof type === 'function' &&
  typeof (type as { prototype?: { render?: unknown } }).prototype?.render === 'function';

const focusedOnMount = new WeakSet<Element>();

/** `autoFocus` as React does it: focus when the element is first mounted, not only on page load. */
function focusOnMount(ref: Ref<HTMLElement> | null | undefined): Ref<HTMLElement> {
  return (element: HTMLElement | null) => {
    if (element && !focusedOnMount.has(element)) {
      focusedOnMount.add(element);
      element.focus();
    }
    if (typeof ref === 'function') return ref(element);
    if (ref) ref.current = element;
  };
}

const previousVNodeHook = options.vnode;
options.vnode = (vnode: VNode) => {
  const props = vnode.props as { ref?: unknown; autoFocus?: unknown };
  if (typeof vnode.type === 'function') {
    // React 19 hands `ref` to a function component as an ordinary prop; Preact 10 keeps it and
    // points it at the component. Without this, `<TextField {...register('name')} />` would give
    // react-hook-form no input: typed values would not reach the form, nor its defaults the fields.
    if (vnode.ref != null && !isClass(vnode.type)) {
      props.ref = vnode.ref;
      vnode.ref = null;
    }
  } else if (props.autoFocus) {
    vnode.ref = focusOnMount(vnode.ref);
  }
  previousVNodeHook?.(vnode);
};
