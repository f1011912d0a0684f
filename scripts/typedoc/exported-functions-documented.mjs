// @ts-check
import { ReflectionKind } from 'typedoc';

/**
 * TypeDoc plugin: every exported function must have a TSDoc comment.
 *
 * TypeDoc's own `notDocumented` check covers the other exports (see typedoc.json), but when asked
 * to check functions it checks every call signature in the project, down to each callable member
 * of an exported constant (`SITE_PATHS.book.href`) and each interface method. The rule we keep is
 * "every export is documented", so this check looks at the module-level functions only.
 *
 * @param {import('typedoc').Application} app
 */
export function load(app) {
  app.on('validateProject', (project) => {
    // With several entry points the exports sit in one module each; with one, on the project.
    const modules = project.children?.some((c) => c.kindOf(ReflectionKind.Module))
      ? project.children
      : [project];
    for (const module of modules) {
      for (const child of module.children ?? []) {
        if (!child.kindOf(ReflectionKind.Function)) continue;
        const signatures = child.signatures ?? [];
        const documented =
          child.hasComment() || (signatures.length > 0 && signatures.every((s) => s.hasComment()));
        if (!documented) {
          app.logger.validationWarning(
            `${module.name}.${child.name} (Function) has no TSDoc comment: every export needs one.`,
          );
        }
      }
    }
  });
}
