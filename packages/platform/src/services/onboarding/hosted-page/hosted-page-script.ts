/**
 * The page's only script (served as `/onboarding/assets/page.js`): it shows one step at a time, checks a step's
 * fields before the next, fills the review from the form, and opens the step of a field the error summary names. Without it every step shows at once and the form
 * still submits.
 */
export const hostedPageScript = `(()=>{
const form=document.querySelector('form[data-steps]');if(!form)return;
const steps=[...form.querySelectorAll('.step')];let current=0;
const invalid=steps.findIndex((s)=>s.querySelector('[aria-invalid="true"]'));if(invalid>=0)current=invalid;
const fields=(s)=>[...s.querySelectorAll('input,select')];
const review=()=>{const list=document.getElementById('review');list.replaceChildren();
for(const el of form.elements){if(!el.name||el.type==='hidden'||el.tagName==='BUTTON')continue;
const label=form.querySelector('label[for="'+el.id+'"]');
const value=el.type==='file'?[...el.files].map((f)=>f.name).join(', ')||list.dataset.noFiles:el.tagName==='SELECT'?el.selectedOptions[0]?.textContent:el.value;
if(!value)continue;const dt=document.createElement('dt');dt.textContent=label?label.dataset.name:el.name;
const dd=document.createElement('dd');dd.textContent=value;list.append(dt,dd);}};
const show=(index,focus)=>{steps.forEach((s,i)=>{s.hidden=i!==index;});current=index;
if(index===steps.length-1)review();if(focus)steps[index].querySelector('h2').focus();};
form.addEventListener('click',(event)=>{const button=event.target.closest('button[data-move]');if(!button)return;
const move=Number(button.dataset.move);
if(move>0&&!fields(steps[current]).every((el)=>el.reportValidity()))return;show(current+move,true);});
document.querySelector('.error-summary')?.addEventListener('click',(event)=>{const link=event.target.closest('a');if(!link)return;
const target=document.getElementById(link.hash.slice(1));const index=steps.findIndex((s)=>s.contains(target));
if(index<0)return;event.preventDefault();show(index,false);target.focus();});
form.classList.add('stepped');show(current,false);
})();
`;
