import { useState } from 'react'
import { QuestionDialog } from '../../../ui/question-dialog'
import { answerMergeQuestion, useMergeQuestion } from '../wishlist-lists'

/** "Add 1 saved item to your account?", "Add 3 saved items to your account?" */
export function mergeQuestionTitle(count: number) {
  return `Add ${count} saved ${count === 1 ? 'item' : 'items'} to your account?`
}

/**
 * Asks, after signing in, whether the hearts set on this device while signed out join the account
 * (docs/decisions/0035-signing-out-leaves-nothing-behind.md). "Not now" keeps them on the device.
 */
export function WishlistMergePrompt() {
  const question = useMergeQuestion()
  const [adding, setAdding] = useState(false)
  const [problem, setProblem] = useState<string>()
  if (!question) return null
  const add = () => {
    setAdding(true)
    setProblem(undefined)
    answerMergeQuestion(true).then(
      () => setAdding(false),
      () => {
        setAdding(false)
        setProblem("They couldn't be added just now. Check your connection and try again.")
      },
    )
  }
  return (
    <QuestionDialog
      title={mergeQuestionTitle(question.count)}
      description="You saved them on this device while signed out. Not now keeps them here, out of your account."
      accept="Add"
      decline="Not now"
      busy={adding}
      problem={problem}
      onAccept={add}
      onDecline={() => {
        setProblem(undefined)
        void answerMergeQuestion(false)
      }}
    />
  )
}
