import {
  type ASTVisitor,
  GraphQLError,
  Kind,
  type SelectionSetNode,
  type ValidationContext,
  type ValidationRule,
} from 'graphql'
import { StorefrontErrorCode } from './errors'

/** Deep enough for every query the shop sends (about 10 levels); stops runaway nesting early. */
export const MAX_QUERY_DEPTH = 12

/**
 * Rejects operations whose fields nest deeper than `maxDepth`, following fragments. Introspection
 * fields are not counted, so standard introspection queries still pass.
 */
export function depthLimitRule(maxDepth: number = MAX_QUERY_DEPTH): ValidationRule {
  return (context: ValidationContext): ASTVisitor => {
    const fragmentDepths = new Map<string, number>()

    // Counting stops just past the limit, which bounds recursion on adversarial documents.
    const depthOf = (selectionSet: SelectionSetNode, level: number, visiting: Set<string>): number => {
      if (level > maxDepth) return level
      let deepest = level
      for (const selection of selectionSet.selections) {
        if (selection.kind === Kind.FIELD) {
          if (selection.name.value.startsWith('__')) continue
          const depth = selection.selectionSet
            ? depthOf(selection.selectionSet, level + 1, visiting)
            : level + 1
          deepest = Math.max(deepest, depth)
        } else if (selection.kind === Kind.INLINE_FRAGMENT) {
          deepest = Math.max(deepest, depthOf(selection.selectionSet, level, visiting))
        } else {
          const name = selection.name.value
          const fragment = context.getFragment(name)
          // Unknown and cyclic fragments are reported by graphql-js's own rules.
          if (!fragment || visiting.has(name)) continue
          let own = fragmentDepths.get(name)
          if (own === undefined) {
            visiting.add(name)
            own = depthOf(fragment.selectionSet, 0, visiting)
            visiting.delete(name)
            fragmentDepths.set(name, own)
          }
          deepest = Math.max(deepest, level + own)
        }
      }
      return deepest
    }

    return {
      OperationDefinition(node) {
        const depth = depthOf(node.selectionSet, 0, new Set())
        if (depth > maxDepth) {
          context.reportError(
            new GraphQLError(
              `Query is nested too deeply: ${node.name ? `operation '${node.name.value}' ` : ''}exceeds the maximum depth of ${maxDepth}`,
              { nodes: node, extensions: { code: StorefrontErrorCode.maxDepthExceeded } },
            ),
          )
        }
      },
    }
  }
}
